import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "@kma/core/messages";
import { notifications } from "../../db/schema";
import { buildTestApp, get, post } from "../../test/build-app";
import { buildPost, buildPostFields, buildUser } from "../../test/factories";
import { ISO, UNKNOWN_ID, expectError, notificationsOf, visitorComment, visitorTribute } from "../comments/engagement-test-helpers";

type NotificationJson = {
  _id: string;
  seen: boolean;
  type: string;
  createdAt: string;
  user: { personal_info: Record<string, string> } | null;
  user_without_auth: { firstname: string; lastname: string } | null;
  blog: Record<string, string>;
  comment: { _id: string; comment: string } | null;
  reply: { _id: string; comment: string } | null;
  replied_on_comment: { _id: string; comment: string } | null;
  tribute: { _id: string; tribute: string } | null;
  image: { _id: string; image: string[] } | null;
  can_delete_comment: boolean;
};

describe("notifications screen", async () => {
  const app = await buildTestApp({ rateLimit: false });

  const list = async (token: string, body: Record<string, unknown> = {}) => {
    const res = await post(app, "/notifications", { page: 1, filter: "all", deletedDocCount: 0, ...body }, token);
    expect(res.statusCode).toBe(200);
    return res.json().notifications as NotificationJson[];
  };
  const total = async (token: string, filter = "all") => (await post(app, "/all-notifications-count", { filter }, token)).json().totalDocs as number;
  const newFlag = async (token: string) => (await get(app, "/new-notification", token)).json().new_notification_available as boolean;

  /** One of each kind for the author, oldest first: like, memorial (anonymous), reply, tribute, image. */
  async function activity() {
    const author = await buildUser(app, { fullname: "Priya Kumar" });
    const blog = await buildPost(app.db, author, { firstname: "Ravi", lastname: "Kumar" });
    const fan = await buildUser(app, { fullname: "Meena Raj" });
    await post(app, "/like-post", { _id: blog.id, isLikedByUser: false }, fan.token);
    const memorial = (await post(app, "/add-comment", { _id: blog.id, commentsObj: visitorComment({ comment: "A kind man." }) })).json();
    const reply = (await post(app, "/add-comment", { _id: blog.id, commentsObj: { comment: "He was." }, replying_to: memorial._id }, fan.token)).json();
    const tribute = (await post(app, "/add-tribute", { _id: blog.id, tributesObj: visitorTribute({ tribute: "Flowers" }) })).json();
    const imageUrl = `${app.config.publicUrl}/api/uploads/${crypto.randomUUID()}`;
    const image = (await post(app, "/add-memorial-images", { _id: blog.id, memorialImageUploaded: [imageUrl] }, fan.token)).json();
    return { author, blog, fan, memorial, reply, tribute, image, imageUrl };
  }

  it("lists everything newest first with the actor, post and what it is about, in the docs/api.md shape", async () => {
    const { author, blog, fan, memorial, reply, tribute, image, imageUrl } = await activity();
    const rows = await list(author.token);
    expect(rows.map((n) => n.type)).toEqual(["image", "tribute", "reply", "memorial", "like"]);
    const blogJson = { _id: blog.id, blog_id: blog.blogId, title: blog.title, firstname: "Ravi", lastname: "Kumar" };
    const fanJson = { personal_info: { username: fan.username, fullname: "Meena Raj", profile_img: fan.profileImg } };
    const empty = { comment: null, reply: null, replied_on_comment: null, tribute: null, image: null };
    const [imageNote, tributeNote, replyNote, memorialNote, likeNote] = rows;
    expect(likeNote).toEqual({
      _id: expect.any(String),
      seen: false,
      type: "like",
      createdAt: expect.stringMatching(ISO),
      user: fanJson,
      user_without_auth: null,
      blog: blogJson,
      ...empty,
      can_delete_comment: false,
    });
    // The post's author may delete the memorials and replies on their post from here.
    expect([memorialNote.can_delete_comment, replyNote.can_delete_comment, tributeNote.can_delete_comment]).toEqual([true, true, false]);
    expect(memorialNote).toMatchObject({
      user: null,
      user_without_auth: { firstname: "Anita", lastname: "Rajan" },
      ...empty,
      comment: { _id: memorial._id, comment: "A kind man." },
    });
    // The reply went to the post's author because the memorial it answers is anonymous.
    expect(replyNote).toMatchObject({
      user: fanJson,
      comment: { _id: reply._id, comment: "He was." },
      replied_on_comment: { _id: memorial._id, comment: "A kind man." },
      reply: null,
    });
    expect(tributeNote).toMatchObject({
      user_without_auth: { firstname: "Anita", lastname: "Rajan" },
      tribute: { _id: tribute._id, tribute: "Flowers" },
      comment: null,
    });
    expect(imageNote).toMatchObject({ user: fanJson, image: { _id: image._id, image: [imageUrl] } });
    expect(await notificationsOf(app, fan.id)).toEqual([]);
  });

  it("filters by tab and counts per tab; an unknown filter is a 400", async () => {
    const { author } = await activity();
    for (const filter of ["like", "memorial", "reply", "tribute", "image"]) {
      const rows = await list(author.token, { filter });
      expect(rows.map((n) => n.type)).toEqual([filter]);
      expect(await total(author.token, filter)).toBe(1);
    }
    expect(await total(author.token)).toBe(5);
    expectError(await post(app, "/notifications", { page: 1, filter: "comments" }, author.token), 400, "filter is not one of the allowed values");
    expectError(await post(app, "/all-notifications-count", { filter: "x" }, author.token), 400);
    expectError(await post(app, "/notifications", { page: 0, filter: "all" }, author.token), 400);
  });

  it("answers `seen` as it was, marks the page seen, and clears the new-notification flag", async () => {
    const { author } = await activity();
    expect(await newFlag(author.token)).toBe(true);
    const first = await list(author.token, { filter: "like" });
    expect(first[0].seen).toBe(false);
    // Other tabs are still unseen.
    expect(await newFlag(author.token)).toBe(true);
    expect((await list(author.token, { filter: "like" }))[0].seen).toBe(true);
    const all = await list(author.token);
    expect(all.map((n) => n.seen)).toEqual([false, false, false, false, true]);
    expect(await newFlag(author.token)).toBe(false);
    const stored = await notificationsOf(app, author.id);
    expect(stored.every((n) => n.seen)).toBe(true);
  });

  it("pages 10 at a time and pulls the offset back by deletedDocCount", async () => {
    const author = await buildUser(app);
    const blog = await buildPost(app.db, author);
    for (let i = 0; i < 12; i++) await post(app, "/add-tribute", { _id: blog.id, tributesObj: visitorTribute({ tribute: `T${i}` }) });
    const page1 = await list(author.token, { page: 1 });
    expect(page1.map((n) => n.tribute?.tribute)).toEqual(["T11", "T10", "T9", "T8", "T7", "T6", "T5", "T4", "T3", "T2"]);
    expect((await list(author.token, { page: 2 })).map((n) => n.tribute?.tribute)).toEqual(["T1", "T0"]);

    // The screen deletes two entries of page 1, then asks for page 2 with deletedDocCount 2.
    for (const n of page1.slice(0, 2)) expect((await post(app, "/delete-notification", { _id: n._id }, author.token)).json()).toEqual({ status: "done" });
    expect(await total(author.token)).toBe(10);
    const page2 = await list(author.token, { page: 2, deletedDocCount: 2 });
    expect(page2.map((n) => n.tribute?.tribute)).toEqual(["T1", "T0"]);
    expect(await list(author.token, { page: 1, deletedDocCount: 50 })).toHaveLength(10);
  });

  it("records a reply written from a notification on that notification", async () => {
    const { author, blog, memorial } = await activity();
    const memorialNote = (await list(author.token, { filter: "memorial" }))[0];
    const answer = (
      await post(
        app,
        "/add-comment",
        { _id: blog.id, blog_author: author.id, comment: "Thank you", replying_to: memorial._id, notification_id: memorialNote._id },
        author.token,
      )
    ).json();
    const [updated] = await list(author.token, { filter: "memorial" });
    expect(updated.reply).toEqual({ _id: answer._id, comment: "Thank you" });
  });

  it("sends a reply to a signed-in commenter to that commenter", async () => {
    const author = await buildUser(app);
    const blog = await buildPost(app.db, author);
    const meena = await buildUser(app);
    const ravi = await buildUser(app);
    const memorial = (await post(app, "/add-comment", { _id: blog.id, commentsObj: { comment: "Memory" } }, meena.token)).json();
    await post(app, "/add-comment", { _id: blog.id, commentsObj: { comment: "Reply" }, replying_to: memorial._id }, ravi.token);
    const [replyNote] = await list(meena.token);
    expect([replyNote.type, replyNote.user?.personal_info.username]).toEqual(["reply", ravi.username]);
    // Meena may answer Ravi's reply but not delete it: it is on someone else's memorial.
    expect(replyNote.can_delete_comment).toBe(false);
    expect((await post(app, "/delete-comment", { _id: replyNote.comment?._id }, meena.token)).statusCode).toBe(403);
    expect((await list(author.token)).map((n) => n.type)).toEqual(["memorial"]);
  });

  it("stops showing another user a notification about a post made a draft again, and shows it back once republished", async () => {
    const author = await buildUser(app);
    const blog = await buildPost(app.db, author, { firstname: "Hiddenname" });
    const meena = await buildUser(app);
    const memorial = (await post(app, "/add-comment", { _id: blog.id, commentsObj: { comment: "Memory" } }, meena.token)).json();
    await post(app, "/add-comment", { _id: blog.id, commentsObj: { comment: "Thank you" }, replying_to: memorial._id }, author.token);
    expect(await newFlag(meena.token)).toBe(true);
    const save = (draft: boolean) => post(app, "/create-post", { ...buildPostFields({ firstname: "Hiddenname" }), draft, id: blog.blogId }, author.token);
    expect((await save(true)).statusCode).toBe(200);

    expect(await newFlag(meena.token)).toBe(false);
    expect(await total(meena.token)).toBe(0);
    expect(await total(meena.token, "reply")).toBe(0);
    const hidden = await post(app, "/notifications", { page: 1, filter: "all" }, meena.token);
    expect(hidden.json()).toEqual({ notifications: [] });
    expect(hidden.body).not.toContain("Hiddenname");
    // The author still sees what is about their own draft.
    expect((await list(author.token)).map((n) => n.type)).toEqual(["memorial"]);

    expect((await save(false)).statusCode).toBe(200);
    expect(await newFlag(meena.token)).toBe(true);
    expect((await list(meena.token)).map((n) => [n.type, n.blog.firstname])).toEqual([["reply", "Hiddenname"]]);
  });

  it("lets only the recipient delete a notification", async () => {
    const { author, fan } = await activity();
    const [note] = await list(author.token);
    expectError(await post(app, "/delete-notification", { _id: note._id }), 401);
    expectError(await post(app, "/delete-notification", { _id: note._id }, fan.token), 403, MESSAGES.forbidden);
    expect(await app.db.select().from(notifications).where(eq(notifications.id, note._id))).toHaveLength(1);
    expect((await post(app, "/delete-notification", { _id: note._id }, author.token)).statusCode).toBe(200);
    expectError(await post(app, "/delete-notification", { _id: note._id }, author.token), 404, MESSAGES.notificationNotFound);
    expectError(await post(app, "/delete-notification", { _id: UNKNOWN_ID }, author.token), 404);
    expectError(await post(app, "/delete-notification", { _id: "abc" }, author.token), 400, "_id is invalid");
  });

  it("needs a token for every call and shows nobody else's notifications", async () => {
    const { fan } = await activity();
    expectError(await post(app, "/notifications", { page: 1, filter: "all" }), 401);
    expectError(await post(app, "/all-notifications-count", { filter: "all" }), 401);
    expect(await list(fan.token)).toEqual([]);
    expect(await total(fan.token)).toBe(0);
  });
});
