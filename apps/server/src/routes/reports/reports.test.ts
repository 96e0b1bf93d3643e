import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "@kma/core/messages";
import { REPORT_HIDE_THRESHOLD } from "@kma/core/reports/report-rules";
import { postKeepers, posts, users } from "../../db/schema";
import { buildTestApp, post } from "../../test/build-app";
import { buildPost, buildUser } from "../../test/factories";
import { counters, expectError, notificationsOf, visitorComment, visitorTribute } from "../comments/engagement-test-helpers";

type Item = {
  target_type: string;
  target_id: string;
  open: boolean;
  hidden: boolean;
  count: number;
  reasons: Array<{ reason: string; count: number }>;
  details: string[];
  text: string;
  images: string[];
  blog: { blog_id: string };
};

describe("reports (decision 026)", async () => {
  const app = await buildTestApp({ rateLimit: false });

  async function setup() {
    const author = await buildUser(app);
    const coKeeper = await buildUser(app);
    const blog = await buildPost(app.db, author);
    await app.db.insert(postKeepers).values({ postId: blog.id, userId: coKeeper.id });
    const message = (
      await post(app, "/add-comment", { _id: blog.id, commentsObj: visitorComment({ comment: "Visit fake-stream.example to watch" }) })
    ).json() as { _id: string };
    return { author, coKeeper, blog, message };
  }
  const admin = async () => {
    const user = await buildUser(app);
    await app.db.update(users).set({ role: "admin" }).where(eq(users.id, user.id));
    return user;
  };
  /** An anonymous visitor from their own address. */
  const reportFrom = (address: string, body: Record<string, unknown>) =>
    app.inject({ method: "POST", url: "/api/report", payload: body, remoteAddress: address });
  const report = (body: Record<string, unknown>, token?: string) => post(app, "/report", body, token);
  const wall = async (blogId: string, token?: string) =>
    (await post(app, "/get-post-comments", { blog_id: blogId, skip: 0 }, token)).json().comments as Array<{ _id: string; hidden?: true }>;
  const keeperList = async (token: string) => (await post(app, "/reports", { skip: 0 }, token)).json().items as Item[];
  const act = (body: Record<string, unknown>, token?: string) => post(app, "/report-action", body, token);

  describe("POST /api/report", () => {
    it("records a signed-in report once per person, and tells every keeper once, without naming the reporter", async () => {
      const { author, coKeeper, message } = await setup();
      const visitor = await buildUser(app);
      const body = { target_type: "comment", target_id: message._id, reason: "fake-link", details: "It asks for money" };
      expect((await report(body, visitor.token)).json()).toEqual({ status: "done", already_reported: false });
      expect((await report({ ...body, reason: "spam" }, visitor.token)).json()).toEqual({ status: "done", already_reported: true });

      for (const keeper of [author, coKeeper]) {
        const notes = (await notificationsOf(app, keeper.id)).filter((n) => n.type === "report");
        expect(notes).toHaveLength(1);
        expect(notes[0]).toMatchObject({ commentId: message._id, actorId: null, actorName: null });
        const [item] = await keeperList(keeper.token);
        expect(item).toMatchObject({
          target_type: "comment",
          target_id: message._id,
          open: true,
          hidden: false,
          count: 1,
          reasons: [{ reason: "fake-link", count: 1 }],
          details: ["It asks for money"],
          text: "Visit fake-stream.example to watch",
        });
        expect(JSON.stringify(item)).not.toContain(visitor.username);
      }
    });

    it("deduplicates anonymous reports by the client address", async () => {
      const { author, message } = await setup();
      const body = { target_type: "comment", target_id: message._id, reason: "spam" };
      expect((await reportFrom("10.0.0.1", body)).json().already_reported).toBe(false);
      expect((await reportFrom("10.0.0.1", body)).json().already_reported).toBe(true);
      expect((await reportFrom("10.0.0.2", body)).json().already_reported).toBe(false);
      expect((await keeperList(author.token))[0]).toMatchObject({ count: 2, reasons: [{ reason: "spam", count: 2 }] });
    });

    it("answers bad input and unknown or unseen items with a 4xx sentence", async () => {
      const { author, message } = await setup();
      expectError(await report({ target_type: "comment", target_id: message._id, reason: "boring" }), 400);
      expectError(await report({ target_type: "page", target_id: message._id, reason: "spam" }), 400);
      expectError(await report({ target_type: "comment", target_id: message._id, reason: "spam", details: "x".repeat(501) }), 400);
      expectError(await report({ target_type: "tribute", target_id: message._id, reason: "spam" }), 404, MESSAGES.reportTargetNotFound);
      const draft = await buildPost(app.db, author, { draft: true });
      expectError(await report({ target_type: "post", target_id: draft.id, reason: "spam" }), 404, MESSAGES.reportTargetNotFound);
    });
  });

  describe("hiding after several different people", () => {
    async function hiddenMessage() {
      const context = await setup();
      for (let i = 1; i <= REPORT_HIDE_THRESHOLD; i++) {
        expect((await reportFrom(`10.1.0.${i}`, { target_type: "comment", target_id: context.message._id, reason: "spam" })).statusCode).toBe(200);
      }
      return context;
    }

    it(`hides an item reported by ${REPORT_HIDE_THRESHOLD} people from everyone but its keepers and admins; it still counts`, async () => {
      const { author, coKeeper, blog, message } = await setup();
      for (let i = 1; i < REPORT_HIDE_THRESHOLD; i++) await reportFrom(`10.2.0.${i}`, { target_type: "comment", target_id: message._id, reason: "spam" });
      expect((await wall(blog.id)).map((c) => c._id)).toEqual([message._id]);
      await reportFrom("10.2.0.99", { target_type: "comment", target_id: message._id, reason: "offensive" });

      const stranger = await buildUser(app);
      expect(await wall(blog.id)).toEqual([]);
      expect(await wall(blog.id, stranger.token)).toEqual([]);
      expect((await wall(blog.id, author.token))[0]).toMatchObject({ _id: message._id, hidden: true });
      expect((await wall(blog.id, coKeeper.token))[0]).toMatchObject({ _id: message._id, hidden: true });
      expect((await wall(blog.id, (await admin()).token))[0]).toMatchObject({ _id: message._id, hidden: true });
      expect(await counters(app, blog.id)).toMatchObject({ comments: 1, parents: 1 });
      // A hidden item cannot be reported again by someone who cannot see it.
      expectError(await reportFrom("10.2.0.100", { target_type: "comment", target_id: message._id, reason: "spam" }), 404);
    });

    it("hides a reply from the wall's reply ids and get-replies, but shows it to its own signed-in author", async () => {
      const { blog, message } = await setup();
      const replier = await buildUser(app);
      const reply = (
        await post(app, "/add-comment", { _id: blog.id, commentsObj: { comment: "Spam reply" }, replying_to: message._id }, replier.token)
      ).json() as { _id: string };
      for (let i = 1; i <= REPORT_HIDE_THRESHOLD; i++) await reportFrom(`10.3.0.${i}`, { target_type: "comment", target_id: reply._id, reason: "spam" });
      const children = (await post(app, "/get-post-comments", { blog_id: blog.id, skip: 0 })).json().comments[0].children;
      expect(children).toEqual([]);
      expect((await post(app, "/get-replies", { _id: message._id, skip: 0 })).json().replies).toEqual([]);
      expect((await post(app, "/get-replies", { _id: message._id, skip: 0 }, replier.token)).json().replies[0]).toMatchObject({ _id: reply._id, hidden: true });
    });

    it("hides the replies of a hidden message with it", async () => {
      const { blog, message } = await hiddenMessage();
      const replier = await buildUser(app);
      await post(app, "/add-comment", { _id: blog.id, commentsObj: { comment: "A reply under spam" }, replying_to: message._id }, replier.token);
      expectError(await post(app, "/get-replies", { _id: message._id, skip: 0 }), 404, MESSAGES.commentNotFound);
    });

    it("hides tributes and album photos the same way", async () => {
      const { author, blog } = await setup();
      const uploader = await buildUser(app);
      const tribute = (await post(app, "/add-tribute", { _id: blog.id, tributesObj: visitorTribute() })).json() as { _id: string };
      await post(app, "/add-memorial-images", { _id: blog.id, memorialImageUploaded: ["/backgrounds/background-2.jpg"] }, uploader.token);
      const [entry] = (await post(app, "/get-post-images", { blog_id: blog.id, skip: 0 })).json().images as Array<{ _id: string }>;
      for (let i = 1; i <= REPORT_HIDE_THRESHOLD; i++) {
        await reportFrom(`10.4.0.${i}`, { target_type: "tribute", target_id: tribute._id, reason: "offensive" });
        await reportFrom(`10.4.0.${i}`, { target_type: "image", target_id: entry._id, reason: "not-about-person" });
      }
      expect((await post(app, "/get-post-tributes", { blog_id: blog.id, skip: 0 })).json().tributes).toEqual([]);
      expect((await post(app, "/get-post-images", { blog_id: blog.id, skip: 0 })).json().images).toEqual([]);
      expect((await post(app, "/get-post-images", { blog_id: blog.id, skip: 0 }, uploader.token)).json().images[0]).toMatchObject({
        _id: entry._id,
        hidden: true,
      });
      expect((await post(app, "/get-post-tributes", { blog_id: blog.id, skip: 0 }, author.token)).json().tributes[0]).toMatchObject({
        _id: tribute._id,
        hidden: true,
      });
      expect(await counters(app, blog.id)).toMatchObject({ tributes: 1, images: 1 });
    });

    it("'keep' by a co-keeper unhides the item and resolves its reports; a non-keeper cannot", async () => {
      const { coKeeper, blog, message } = await hiddenMessage();
      const stranger = await buildUser(app);
      expect(await keeperList(stranger.token)).toEqual([]);
      expectError(await act({ target_type: "comment", target_id: message._id, action: "keep" }, stranger.token), 403, MESSAGES.forbidden);
      expectError(await act({ target_type: "comment", target_id: message._id, action: "keep" }), 401);
      expect(await wall(blog.id)).toEqual([]);

      expect((await act({ target_type: "comment", target_id: message._id, action: "keep" }, coKeeper.token)).json()).toEqual({ status: "done" });
      expect((await wall(blog.id)).map((c) => c._id)).toEqual([message._id]);
      expect(await keeperList(coKeeper.token)).toEqual([]);
    });

    it("'delete' by the author removes the item with exact counters; a non-keeper cannot", async () => {
      const { author, blog, message } = await hiddenMessage();
      const stranger = await buildUser(app);
      expectError(await act({ target_type: "comment", target_id: message._id, action: "delete" }, stranger.token), 403);
      expect(await counters(app, blog.id)).toMatchObject({ comments: 1, parents: 1 });
      expect((await act({ target_type: "comment", target_id: message._id, action: "delete" }, author.token)).statusCode).toBe(200);
      expect(await counters(app, blog.id)).toMatchObject({ comments: 0, parents: 0 });
      expect(await keeperList(author.token)).toEqual([]);
      expectError(await act({ target_type: "comment", target_id: message._id, action: "delete" }, author.token), 404);
    });

    it("refuses hide/unhide on a message (they are for memorials)", async () => {
      const { author, message } = await setup();
      expectError(await act({ target_type: "comment", target_id: message._id, action: "hide" }, author.token), 400, MESSAGES.reportActionInvalid);
    });
  });

  describe("memorials' reports go to the site admins", () => {
    it("never hides a memorial by reports alone, and keeps its reports out of the keepers' list", async () => {
      const { author, blog } = await setup();
      for (let i = 1; i <= REPORT_HIDE_THRESHOLD + 1; i++)
        await reportFrom(`10.5.0.${i}`, { target_type: "post", target_id: blog.id, reason: "not-about-person" });
      expect((await post(app, "/get-post", { post_id: blog.blogId, draft: false, mode: "view" })).statusCode).toBe(200);
      expect(await keeperList(author.token)).toEqual([]);
      expect((await notificationsOf(app, author.id)).filter((n) => n.type === "report")).toEqual([]);
      expectError(await act({ target_type: "post", target_id: blog.id, action: "hide" }, author.token), 403);
    });

    it("an admin lists every reported item, open first, and hides, unhides and deletes a memorial", async () => {
      const { author, blog, message } = await setup();
      const boss = await admin();
      await reportFrom("10.6.0.1", { target_type: "post", target_id: blog.id, reason: "fake-link" });
      await reportFrom("10.6.0.1", { target_type: "comment", target_id: message._id, reason: "spam" });
      const items = (await post(app, "/admin/reports", { skip: 0 }, boss.token)).json().items as Item[];
      expect(
        items
          .slice(0, 2)
          .map((i) => i.target_id)
          .sort(),
      ).toEqual([blog.id, message._id].sort());

      const before = (await app.db.select({ totalPosts: users.totalPosts }).from(users).where(eq(users.id, author.id)))[0].totalPosts;
      expect((await act({ target_type: "post", target_id: blog.id, action: "hide" }, boss.token)).statusCode).toBe(200);
      expectError(await post(app, "/get-post", { post_id: blog.blogId, draft: false, mode: "view" }), 404);
      expect((await app.db.select({ totalPosts: users.totalPosts }).from(users).where(eq(users.id, author.id)))[0].totalPosts).toBe(before - 1);
      // Its author cannot publish it again while it is hidden.
      const [row] = await app.db.select().from(posts).where(eq(posts.id, blog.id));
      expect(row).toMatchObject({ draft: true });
      const after = (await post(app, "/admin/reports", { skip: 0 }, boss.token)).json().items as Item[];
      expect(after.find((i) => i.target_id === blog.id)).toMatchObject({ open: false, hidden: true });
      expect(after[0]).toMatchObject({ target_id: message._id, open: true });

      expect((await act({ target_type: "post", target_id: blog.id, action: "unhide" }, boss.token)).statusCode).toBe(200);
      expect((await post(app, "/get-post", { post_id: blog.blogId, draft: false, mode: "view" })).statusCode).toBe(200);
      expect((await app.db.select({ totalPosts: users.totalPosts }).from(users).where(eq(users.id, author.id)))[0].totalPosts).toBe(before);

      expect((await act({ target_type: "post", target_id: blog.id, action: "delete" }, boss.token)).statusCode).toBe(200);
      expect(await app.db.select().from(posts).where(eq(posts.id, blog.id))).toEqual([]);
    });

    it("the admin calls answer a member 403 and an anonymous caller 401", async () => {
      const { blog } = await setup();
      const member = await buildUser(app);
      expectError(await post(app, "/admin/reports", { skip: 0 }, member.token), 403, MESSAGES.forbidden);
      expectError(await post(app, "/admin/reports", { skip: 0 }), 401);
      expectError(await act({ target_type: "post", target_id: blog.id, action: "hide" }, member.token), 403);
      expectError(await act({ target_type: "post", target_id: blog.id, action: "delete" }, member.token), 403);
    });

    it("a hidden memorial cannot be published by its author until an admin restores it", async () => {
      const { author, blog } = await setup();
      const boss = await admin();
      await act({ target_type: "post", target_id: blog.id, action: "hide" }, boss.token);
      const { buildPostFields } = await import("../../test/factories");
      const res = await post(app, "/create-post", { ...buildPostFields(), id: blog.blogId, draft: false }, author.token);
      expectError(res, 403, MESSAGES.postHiddenBySite);
    });
  });

  describe("the admin role", () => {
    it("no API call sets it: sign-up, profile update and every reports call leave a member a member", async () => {
      const signup = await post(app, "/signup", {
        firstname: "Role",
        lastname: "Seeker",
        email: "role.seeker@example.com",
        password: "Secret123",
        role: "admin",
      });
      expect(signup.statusCode).toBe(200);
      expect(signup.json()).not.toHaveProperty("role");
      const token = signup.json().access_token as string;
      await post(app, "/update-profile", { role: "admin", residence: "Colombo" }, token);
      await post(app, "/report", { target_type: "post", target_id: "00000000-0000-4000-8000-000000000000", reason: "spam", role: "admin" }, token);
      const [row] = await app.db.select({ role: users.role }).from(users).where(eq(users.email, "role.seeker@example.com"));
      expect(row.role).toBe("member");
      expectError(await post(app, "/admin/reports", { skip: 0 }, token), 403);
    });

    it("an admin's session says so; a member's does not", async () => {
      const boss = await admin();
      const res = await post(app, "/signin", { email: boss.email, password: boss.password });
      expect(res.json()).toMatchObject({ role: "admin" });
    });
  });
});
