import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "@kma/core/messages";
import { comments, notifications, posts } from "../../db/schema";
import { buildTestApp, post } from "../../test/build-app";
import { buildPost, buildUser } from "../../test/factories";
import { ISO, UNKNOWN_ID, counters, expectError, notificationsOf, totalReplies, visitorComment } from "./engagement-test-helpers";

type CommentJson = {
  _id: string;
  comment: string;
  children: string[];
  childrenLevel: number;
  parent: string | null;
  commented_by: { personal_info: Record<string, string> } | null;
};

describe("memorials (comments) and replies", async () => {
  // The anonymous limit has its own file; here many anonymous comments are posted quickly.
  const app = await buildTestApp({ rateLimit: false });

  async function setup() {
    const author = await buildUser(app, { fullname: "Priya Kumar" });
    const blog = await buildPost(app.db, author);
    return { author, blog };
  }
  const addAnonymous = (postId: string, overrides: Record<string, string> = {}, replyingTo?: string) =>
    post(app, "/add-comment", { _id: postId, blog_author: "ignored", commentsObj: visitorComment(overrides), replying_to: replyingTo });
  const addAs = (token: string, postId: string, comment: string, replyingTo?: string) =>
    post(app, "/add-comment", { _id: postId, commentsObj: { comment }, replying_to: replyingTo }, token);

  describe("POST /api/add-comment", () => {
    it("posts an anonymous memorial: the new comment object, both counters +1, the author notified", async () => {
      const { author, blog } = await setup();
      const res = await addAnonymous(blog.id);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        _id: expect.any(String),
        comment: "He taught me to swim at Casuarina beach.",
        commentedAt: expect.stringMatching(ISO),
        commenter_first_name: "Anita",
        commenter_last_name: "Rajan",
        commenter_residence: "Colombo",
        commented_by: null,
        children: [],
        childrenLevel: 0,
        parent: null,
        blog_id: blog.id,
        status: "public",
        // An anonymous poster has no account to prove the message is theirs.
        can: { delete: false },
      });
      expect(await counters(app, blog.id)).toMatchObject({ comments: 1, parents: 1 });
      const [note] = await notificationsOf(app, author.id);
      expect(note).toMatchObject({ type: "memorial", commentId: body._id, actorId: null, actorName: { firstname: "Anita", lastname: "Rajan" }, seen: false });
    });

    it("never answers with the visitor's e-mail or mobile number", async () => {
      const { blog } = await setup();
      const text = (await addAnonymous(blog.id)).body;
      expect(text).not.toContain("anita@example.com");
      expect(text).not.toContain("123 4567");
    });

    it.each<[string, Record<string, string>, string]>([
      ["comment empty", { comment: "  " }, MESSAGES.commentRequired],
      ["first name empty", { commenterFirstName: "" }, MESSAGES.commenterFirstNameRequired],
      ["last name empty", { commenterLastName: "" }, MESSAGES.commenterLastNameRequired],
      ["email empty", { email: "" }, MESSAGES.commenterEmailRequired],
      ["email invalid", { email: "anita@" }, MESSAGES.commenterEmailInvalid],
      ["mobile empty", { mobileNumber: "" }, MESSAGES.commenterMobileRequired],
      ["mobile invalid", { mobileNumber: "12345" }, MESSAGES.commenterMobileInvalid],
      ["place empty", { currentPlace: "" }, MESSAGES.commenterPlaceRequired],
    ])("anonymous, %s: 400 with the SPEC message and nothing stored", async (_name, change, message) => {
      const { blog } = await setup();
      expectError(await addAnonymous(blog.id, change), 400, message);
      expect(await counters(app, blog.id)).toMatchObject({ comments: 0, parents: 0 });
    });

    it("asks a signed-in poster only for the text and attaches their profile", async () => {
      const { author, blog } = await setup();
      const visitor = await buildUser(app, { fullname: "Meena Siva Raj", residence: "Toronto" });
      const res = await addAs(visitor.token, blog.id, "Missed every day.");
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        commenter_first_name: "Meena",
        commenter_last_name: "Siva Raj",
        commenter_residence: "Toronto",
        commented_by: { personal_info: { username: visitor.username, profile_img: visitor.profileImg, fullname: "Meena Siva Raj", residence: "Toronto" } },
      });
      const [note] = await notificationsOf(app, author.id);
      expect(note).toMatchObject({ type: "memorial", actorId: visitor.id, actorName: null });
      expectError(await addAs(visitor.token, blog.id, " "), 400, MESSAGES.commentRequired);
    });

    it("does not notify the post's author about their own memorial", async () => {
      const { author, blog } = await setup();
      expect((await addAs(author.token, blog.id, "Thank you all.")).statusCode).toBe(200);
      expect(await notificationsOf(app, author.id)).toEqual([]);
      expect(await counters(app, blog.id)).toMatchObject({ comments: 1, parents: 1 });
    });

    it("posts a reply: one level deeper, total_comments +1 but not the parent count, parent's total_replies +1", async () => {
      const { blog } = await setup();
      const parent = (await addAnonymous(blog.id)).json() as CommentJson;
      const res = await addAnonymous(blog.id, { comment: "So true." }, parent._id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ comment: "So true.", childrenLevel: 1, parent: parent._id, children: [], blog_id: blog.id });
      expect(await counters(app, blog.id)).toMatchObject({ comments: 2, parents: 1 });
      expect(await totalReplies(app, parent._id)).toBe(1);

      const nested = (await addAnonymous(blog.id, { comment: "Indeed." }, (res.json() as CommentJson)._id)).json() as CommentJson;
      expect(nested.childrenLevel).toBe(2);
      expect(await counters(app, blog.id)).toMatchObject({ comments: 3, parents: 1 });
    });

    it("sends a reply's notification to the signed-in author of the comment replied to, never to oneself", async () => {
      const { author, blog } = await setup();
      const meena = await buildUser(app);
      const ravi = await buildUser(app);
      const parent = (await addAs(meena.token, blog.id, "A kind man.")).json() as CommentJson;
      const reply = (await addAs(ravi.token, blog.id, "He was.", parent._id)).json() as CommentJson;

      const [toMeena] = await notificationsOf(app, meena.id);
      expect(toMeena).toMatchObject({ type: "reply", actorId: ravi.id, postId: blog.id, commentId: reply._id, repliedOnCommentId: parent._id });
      expect((await notificationsOf(app, author.id)).map((n) => n.type)).toEqual(["memorial"]);

      await addAs(meena.token, blog.id, "Replying to myself.", parent._id);
      expect(await notificationsOf(app, meena.id)).toHaveLength(1);
      expect((await notificationsOf(app, author.id)).map((n) => n.type)).toEqual(["memorial"]);
    });

    it("sends a reply to an anonymous memorial to the post's author", async () => {
      const { author, blog } = await setup();
      const parent = (await addAnonymous(blog.id)).json() as CommentJson;
      const visitor = await buildUser(app);
      await addAs(visitor.token, blog.id, "Well said.", parent._id);
      expect((await notificationsOf(app, author.id)).map((n) => n.type)).toEqual(["memorial", "reply"]);
      // The author answering an anonymous memorial on their own post tells nobody.
      await addAs(author.token, blog.id, "Thank you.", parent._id);
      expect(await notificationsOf(app, author.id)).toHaveLength(2);
    });

    it("refuses a reply to a comment of another post, or to no comment, without counting anything", async () => {
      const { blog } = await setup();
      const other = await setup();
      const foreign = (await addAnonymous(other.blog.id)).json() as CommentJson;
      expectError(await addAnonymous(blog.id, {}, foreign._id), 404, MESSAGES.replyTargetNotFound);
      expectError(await addAnonymous(blog.id, {}, UNKNOWN_ID), 404, MESSAGES.replyTargetNotFound);
      expect(await counters(app, blog.id)).toMatchObject({ comments: 0, parents: 0 });
      expect(await totalReplies(app, foreign._id)).toBe(0);
    });

    it("answers 404 for a draft or an unknown post", async () => {
      const author = await buildUser(app);
      const draft = await buildPost(app.db, author, { draft: true });
      expectError(await addAnonymous(draft.id), 404, MESSAGES.postNotFound);
      expectError(await addAs(author.token, draft.id, "On my own draft"), 404, MESSAGES.postNotFound);
      expectError(await addAnonymous(UNKNOWN_ID), 404, MESSAGES.postNotFound);
      expect(await counters(app, draft.id)).toMatchObject({ comments: 0 });
    });

    it("answers bad input with a 400 sentence, never a 500", async () => {
      const { blog } = await setup();
      expectError(await post(app, "/add-comment", { commentsObj: visitorComment() }), 400, "_id is required");
      expectError(await post(app, "/add-comment", { _id: "not-an-id", commentsObj: visitorComment() }), 400, "_id is invalid");
      expectError(await post(app, "/add-comment", { _id: blog.id }), 400, "commentsObj is required");
      expectError(await post(app, "/add-comment", { _id: blog.id, commentsObj: "hello" }), 400);
      expectError(await post(app, "/add-comment", { _id: blog.id, commentsObj: visitorComment(), replying_to: "x" }), 400, "replying_to is invalid");
      const long = expectError(await addAnonymous(blog.id, { comment: "a".repeat(6_000) }), 400);
      expect(long).toContain("too long");
      expect(await counters(app, blog.id)).toMatchObject({ comments: 0 });
    });

    it("treats an empty replying_to as a top-level memorial", async () => {
      const { blog } = await setup();
      const res = await post(app, "/add-comment", { _id: blog.id, commentsObj: visitorComment(), replying_to: "" });
      expect(res.json()).toMatchObject({ parent: null, childrenLevel: 0 });
    });

    it("answers 401 for an invalid token instead of posting anonymously", async () => {
      const { blog } = await setup();
      expectError(await post(app, "/add-comment", { _id: blog.id, commentsObj: visitorComment() }, "not-a-token"), 401);
      expect(await counters(app, blog.id)).toMatchObject({ comments: 0 });
    });

    it("counts 20 concurrent memorials exactly", async () => {
      const { blog } = await setup();
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => addAnonymous(blog.id, { comment: `Memory ${i}` })));
      expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      expect(await counters(app, blog.id)).toMatchObject({ comments: 20, parents: 20 });
    });

    it("counts 20 concurrent replies to one comment exactly", async () => {
      const { blog } = await setup();
      const parent = (await addAnonymous(blog.id)).json() as CommentJson;
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => addAnonymous(blog.id, { comment: `Reply ${i}` }, parent._id)));
      expect(results.every((r) => r.statusCode === 200)).toBe(true);
      expect(await counters(app, blog.id)).toMatchObject({ comments: 21, parents: 1 });
      expect(await totalReplies(app, parent._id)).toBe(20);
    });
  });

  describe("POST /api/add-comment from the notifications screen", () => {
    async function memorialNotification() {
      const { author, blog } = await setup();
      const visitor = await buildUser(app);
      const memorial = (await addAs(visitor.token, blog.id, "A kind man.")).json() as CommentJson;
      const [note] = await notificationsOf(app, author.id);
      return { author, blog, visitor, memorial, note };
    }
    const variant = (body: Record<string, unknown>, token?: string) => post(app, "/add-comment", body, token);

    it("replies with the text alone and records it as the notification's reply", async () => {
      const { author, blog, visitor, memorial, note } = await memorialNotification();
      const res = await variant(
        { _id: blog.id, blog_author: author.id, comment: "Thank you, he was.", replying_to: memorial._id, notification_id: note.id },
        author.token,
      );
      expect(res.statusCode).toBe(200);
      const reply = res.json() as CommentJson;
      expect(reply).toMatchObject({ comment: "Thank you, he was.", parent: memorial._id, childrenLevel: 1 });
      const [updated] = await app.db.select().from(notifications).where(eq(notifications.id, note.id));
      expect(updated.replyId).toBe(reply._id);
      expect((await notificationsOf(app, visitor.id)).map((n) => n.type)).toEqual(["reply"]);
      expect(await counters(app, blog.id)).toMatchObject({ comments: 2, parents: 1 });
    });

    it("needs a token, text and replying_to", async () => {
      const { author, blog, memorial, note } = await memorialNotification();
      const body = { _id: blog.id, comment: "Thanks", replying_to: memorial._id, notification_id: note.id };
      expectError(await variant(body), 401);
      expectError(await variant({ ...body, comment: "  " }, author.token), 400, MESSAGES.replyRequired);
      expectError(await variant({ ...body, replying_to: undefined }, author.token), 400, MESSAGES.replyTargetRequired);
      expect(await counters(app, blog.id)).toMatchObject({ comments: 1 });
    });

    it("refuses to mark someone else's notification and stores nothing", async () => {
      const { blog, memorial, note } = await memorialNotification();
      const stranger = await buildUser(app);
      const res = await variant({ _id: blog.id, comment: "Hijack", replying_to: memorial._id, notification_id: note.id }, stranger.token);
      expectError(res, 404, MESSAGES.notificationNotFound);
      expect(await counters(app, blog.id)).toMatchObject({ comments: 1 });
      expect(await totalReplies(app, memorial._id)).toBe(0);
    });
  });

  describe("POST /api/get-post-comments and /api/get-replies", () => {
    it("pages top-level memorials newest first, 10 at a time, with their direct reply ids", async () => {
      const { blog } = await setup();
      const ids: string[] = [];
      for (let i = 0; i < 12; i++) ids.push(((await addAnonymous(blog.id, { comment: `Memory ${i}` })).json() as CommentJson)._id);
      const r1 = ((await addAnonymous(blog.id, { comment: "reply 1" }, ids[11])).json() as CommentJson)._id;
      const r2 = ((await addAnonymous(blog.id, { comment: "reply 2" }, ids[11])).json() as CommentJson)._id;
      await addAnonymous(blog.id, { comment: "nested" }, r1);

      const first = await post(app, "/get-post-comments", { blog_id: blog.id, skip: 0 });
      expect(first.statusCode).toBe(200);
      const page1 = first.json().comments as CommentJson[];
      expect(page1.map((c) => c.comment)).toEqual(Array.from({ length: 10 }, (_, i) => `Memory ${11 - i}`));
      expect(page1[0].children).toEqual([r1, r2]);
      expect(page1[1].children).toEqual([]);
      expect(Object.keys(page1[0]).sort()).toEqual(
        [
          "_id",
          "comment",
          "commentedAt",
          "commenter_first_name",
          "commenter_last_name",
          "commenter_residence",
          "commented_by",
          "children",
          "childrenLevel",
          "parent",
          "blog_id",
          "status",
          "can",
        ].sort(),
      );

      const page2 = (await post(app, "/get-post-comments", { blog_id: blog.blogId, skip: 10 })).json().comments as CommentJson[];
      expect(page2.map((c) => c.comment)).toEqual(["Memory 1", "Memory 0"]);
    });

    it("pages replies oldest first, 5 at a time, each with its own reply ids", async () => {
      const { blog } = await setup();
      const parent = (await addAnonymous(blog.id)).json() as CommentJson;
      const replies: string[] = [];
      for (let i = 0; i < 7; i++) replies.push(((await addAnonymous(blog.id, { comment: `Reply ${i}` }, parent._id)).json() as CommentJson)._id);
      const nested = ((await addAnonymous(blog.id, { comment: "nested" }, replies[0])).json() as CommentJson)._id;

      const page1 = (await post(app, "/get-replies", { _id: parent._id, skip: 0 })).json().replies as CommentJson[];
      expect(page1.map((c) => c.comment)).toEqual(["Reply 0", "Reply 1", "Reply 2", "Reply 3", "Reply 4"]);
      expect(page1[0]).toMatchObject({ parent: parent._id, childrenLevel: 1, children: [nested] });
      const page2 = (await post(app, "/get-replies", { _id: parent._id, skip: 5 })).json().replies as CommentJson[];
      expect(page2.map((c) => c.comment)).toEqual(["Reply 5", "Reply 6"]);
    });

    it("answers 404 for unknown posts and comments and 400 for bad input", async () => {
      expectError(await post(app, "/get-post-comments", { blog_id: "no-such-memorial-abc123", skip: 0 }), 404, MESSAGES.postNotFound);
      expectError(await post(app, "/get-post-comments", { blog_id: UNKNOWN_ID, skip: 0 }), 404, MESSAGES.postNotFound);
      expectError(await post(app, "/get-replies", { _id: UNKNOWN_ID, skip: 0 }), 404, MESSAGES.commentNotFound);
      expectError(await post(app, "/get-post-comments", { skip: 0 }), 400, "blog_id is required");
      expectError(await post(app, "/get-post-comments", { blog_id: "x", skip: -1 }), 400);
      expectError(await post(app, "/get-replies", { _id: "abc", skip: 0 }), 400, "_id is invalid");
    });

    it("shows a draft's memorials to its author only", async () => {
      const { author, blog } = await setup();
      await addAnonymous(blog.id);
      await app.db.update(posts).set({ draft: true }).where(eq(posts.id, blog.id));
      const stranger = await buildUser(app);
      expectError(await post(app, "/get-post-comments", { blog_id: blog.blogId, skip: 0 }), 404);
      expectError(await post(app, "/get-post-comments", { blog_id: blog.blogId, skip: 0 }, stranger.token), 404);
      const own = await post(app, "/get-post-comments", { blog_id: blog.blogId, skip: 0 }, author.token);
      expect(own.json().comments).toHaveLength(1);
    });
  });

  describe("POST /api/delete-comment", () => {
    it("lets the signed-in commenter and the post's author delete, nobody else", async () => {
      const { author, blog } = await setup();
      const meena = await buildUser(app);
      const third = await buildUser(app);
      const mine = (await addAs(meena.token, blog.id, "Mine")).json() as CommentJson;
      const anonymous = (await addAnonymous(blog.id)).json() as CommentJson;

      expectError(await post(app, "/delete-comment", { _id: mine._id }), 401);
      expectError(await post(app, "/delete-comment", { _id: mine._id }, third.token), 403, MESSAGES.forbidden);
      expectError(await post(app, "/delete-comment", { _id: anonymous._id }, meena.token), 403, MESSAGES.forbidden);
      expect(await counters(app, blog.id)).toMatchObject({ comments: 2, parents: 2 });

      expect((await post(app, "/delete-comment", { _id: mine._id }, meena.token)).json()).toEqual({ status: "done" });
      expect(await counters(app, blog.id)).toMatchObject({ comments: 1, parents: 1 });
      expect((await post(app, "/delete-comment", { _id: anonymous._id }, author.token)).json()).toEqual({ status: "done" });
      expect(await counters(app, blog.id)).toMatchObject({ comments: 0, parents: 0 });
      expectError(await post(app, "/delete-comment", { _id: anonymous._id }, author.token), 404, MESSAGES.commentNotFound);
      expectError(await post(app, "/delete-comment", { _id: "nope" }, author.token), 400, "_id is invalid");
    });

    it("deletes a reply tree and fixes total_comments, total_parent_comments and total_replies", async () => {
      const { author, blog } = await setup();
      const other = (await addAnonymous(blog.id, { comment: "Another memorial" })).json() as CommentJson;
      const parent = (await addAnonymous(blog.id)).json() as CommentJson;
      const reply1 = (await addAnonymous(blog.id, { comment: "r1" }, parent._id)).json() as CommentJson;
      const reply2 = (await addAnonymous(blog.id, { comment: "r2" }, parent._id)).json() as CommentJson;
      const nested = (await addAnonymous(blog.id, { comment: "n1" }, reply1._id)).json() as CommentJson;
      expect(await counters(app, blog.id)).toMatchObject({ comments: 5, parents: 2 });
      expect(await totalReplies(app, parent._id)).toBe(2);

      // A reply with its own reply: 2 comments go, the parent keeps 1 reply, the parent count stays.
      expect((await post(app, "/delete-comment", { _id: reply1._id }, author.token)).statusCode).toBe(200);
      expect(await counters(app, blog.id)).toMatchObject({ comments: 3, parents: 2 });
      expect(await totalReplies(app, parent._id)).toBe(1);
      expect(await app.db.select().from(comments).where(eq(comments.id, nested._id))).toEqual([]);

      // The top-level memorial with what is left under it.
      expect((await post(app, "/delete-comment", { _id: parent._id }, author.token)).statusCode).toBe(200);
      expect(await counters(app, blog.id)).toMatchObject({ comments: 1, parents: 1 });
      expect(await app.db.select().from(comments).where(eq(comments.id, reply2._id))).toEqual([]);
      const left = (await post(app, "/get-post-comments", { blog_id: blog.id, skip: 0 })).json().comments as CommentJson[];
      expect(left.map((c) => c._id)).toEqual([other._id]);
    });

    it("keeps the counters equal to the stored rows when replies race a delete of their thread", async () => {
      const { author, blog } = await setup();
      const parent = (await addAnonymous(blog.id)).json() as CommentJson;
      const reply = (await addAnonymous(blog.id, { comment: "first reply" }, parent._id)).json() as CommentJson;
      const results = await Promise.all([
        ...Array.from({ length: 6 }, (_, i) => addAnonymous(blog.id, { comment: `late ${i}` }, i % 2 ? parent._id : reply._id)),
        post(app, "/delete-comment", { _id: parent._id }, author.token),
        ...Array.from({ length: 4 }, (_, i) => addAnonymous(blog.id, { comment: `top ${i}` })),
      ]);
      expect(results.every((r) => r.statusCode === 200 || r.statusCode === 404)).toBe(true);
      const rows = await app.db.select().from(comments).where(eq(comments.postId, blog.id));
      expect(await counters(app, blog.id)).toMatchObject({ comments: rows.length, parents: rows.filter((c) => c.parentId === null).length });
      expect(rows.some((c) => c.id === parent._id)).toBe(false);
    });

    it("takes the notifications about the deleted comments with them", async () => {
      const { author, blog } = await setup();
      const meena = await buildUser(app);
      const ravi = await buildUser(app);
      const parent = (await addAs(meena.token, blog.id, "Memory")).json() as CommentJson;
      await addAs(ravi.token, blog.id, "Reply", parent._id);
      expect(await notificationsOf(app, author.id)).toHaveLength(1);
      expect(await notificationsOf(app, meena.id)).toHaveLength(1);
      await post(app, "/delete-comment", { _id: parent._id }, author.token);
      expect(await notificationsOf(app, author.id)).toEqual([]);
      expect(await notificationsOf(app, meena.id)).toEqual([]);
    });

    it("keeps a notification when only the recipient's own answer to it is deleted", async () => {
      const { author, blog } = await setup();
      const visitor = await buildUser(app);
      const memorial = (await addAs(visitor.token, blog.id, "Memory")).json() as CommentJson;
      const [note] = await notificationsOf(app, author.id);
      const answer = (
        await post(app, "/add-comment", { _id: blog.id, comment: "Thanks", replying_to: memorial._id, notification_id: note.id }, author.token)
      ).json() as CommentJson;
      await post(app, "/delete-comment", { _id: answer._id }, author.token);
      const [kept] = await notificationsOf(app, author.id);
      expect(kept).toMatchObject({ id: note.id, replyId: null });
    });
  });
});
