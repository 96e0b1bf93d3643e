import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "@kma/core/messages";
import { counterMismatches } from "../../db/bulk-data";
import { comments, postKeepers, posts } from "../../db/schema";
import { buildTestApp, get, post } from "../../test/build-app";
import { buildPost, buildUser } from "../../test/factories";
import { counters, expectError, notificationsOf, totalReplies, visitorComment, visitorTribute } from "../comments/engagement-test-helpers";

/** Review before public (decision 024): holding, the keepers' list and actions, and no leak of held words. */
describe("review before public", async () => {
  const app = await buildTestApp({ rateLimit: false });
  const uploadUrl = () => `${app.config.publicUrl}/api/uploads/${crypto.randomUUID()}`;
  const SCAM = "Watch the funeral live at bit.ly/ammamma-live";

  async function setup(moderation: "open" | "review" = "open") {
    const author = await buildUser(app, { fullname: "Priya Kumar" });
    const coKeeper = await buildUser(app, { fullname: "Ravi Kumar" });
    const stranger = await buildUser(app, { fullname: "Sam Stranger" });
    const visitor = await buildUser(app, { fullname: "Meena Raj" });
    const blog = await buildPost(app.db, author);
    await app.db.insert(postKeepers).values({ postId: blog.id, userId: coKeeper.id });
    if (moderation === "review") await app.db.update(posts).set({ moderation }).where(eq(posts.id, blog.id));
    return { author, coKeeper, stranger, visitor, blog };
  }
  const addAnonymous = (postId: string, comment: string, replyingTo?: string) =>
    post(app, "/add-comment", { _id: postId, commentsObj: visitorComment({ comment }), replying_to: replyingTo });
  const addAs = (token: string, postId: string, comment: string, replyingTo?: string) =>
    post(app, "/add-comment", { _id: postId, commentsObj: { comment }, replying_to: replyingTo }, token);
  const tributeAnonymous = (postId: string, tribute: string) => post(app, "/add-tribute", { _id: postId, tributesObj: visitorTribute({ tribute }) });
  const heldItems = (token: string, blogId?: string, skip = 0) => post(app, "/held-items", { blog_id: blogId, skip }, token);
  const approve = (token: string, kind: string, id: string, trust = false) => post(app, "/approve-held-item", { kind, _id: id, trust }, token);
  const reject = (token: string, kind: string, id: string) => post(app, "/reject-held-item", { kind, _id: id }, token);
  const wall = (blogId: string, token?: string) => post(app, "/get-post-comments", { blog_id: blogId, skip: 0 }, token);
  const texts = (res: { json: () => unknown }) => (res.json() as { comments: Array<{ comment: string }> }).comments.map((c) => c.comment);

  describe("holding", () => {
    it("holds a visitor's link on an open memorial: the answer says held, nobody else sees or counts it, the keepers are told without its words", async () => {
      const { author, coKeeper, stranger, blog } = await setup();
      const res = await addAnonymous(blog.id, SCAM);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ comment: SCAM, status: "held" });

      expect(await counters(app, blog.id)).toMatchObject({ comments: 0, parents: 0 });
      for (const token of [undefined, stranger.token, author.token, coKeeper.token]) expect(texts(await wall(blog.blogId, token))).toEqual([]);

      for (const keeper of [author, coKeeper]) {
        const notes = await notificationsOf(app, keeper.id);
        expect(notes).toMatchObject([{ type: "review", commentId: null, actorId: null, actorName: null }]);
        const listed = await post(app, "/notifications", { page: 1 }, keeper.token);
        expect(listed.json().notifications).toMatchObject([{ type: "review", held_count: 1, comment: null, blog: { _id: blog.id } }]);
        expect(listed.body).not.toContain("bit.ly");
      }
    });

    it.each([
      ["a phone number", "Call me on +94 77 123 4567, I can help the family"],
      ["an e-mail address", "Write to helper@example.com for the livestream"],
      ["Tamil digits of a phone number", "தொடர்புக்கு ௦௭௭ ௧௨௩ ௪௫௬௭"],
    ])("holds %s", async (_name, text) => {
      const { blog } = await setup();
      expect((await addAnonymous(blog.id, text)).json().status).toBe("held");
    });

    it("lets dates and ages through on an open memorial", async () => {
      const { blog } = await setup();
      expect((await addAnonymous(blog.id, "அம்மா 1945 - 2024, age 78. Remembering you on the 31st day")).json().status).toBe("public");
      expect(await counters(app, blog.id)).toMatchObject({ comments: 1, parents: 1 });
    });

    it("holds a tribute with a link, and never a keeper's own item", async () => {
      const { author, coKeeper, blog } = await setup("review");
      const tribute = await tributeAnonymous(blog.id, "Donate at www.gofundme.com/f/x");
      expect(tribute.json()).toMatchObject({ status: "held" });
      expect((await post(app, "/get-post-tributes", { blog_id: blog.id, skip: 0 })).json().tributes).toEqual([]);
      expect((await addAs(author.token, blog.id, SCAM)).json().status).toBe("public");
      expect((await addAs(coKeeper.token, blog.id, "Thank you all")).json().status).toBe("public");
      expect(await counters(app, blog.id)).toMatchObject({ comments: 2, tributes: 0 });
    });

    it("under 'review' holds every visitor's message, reply, tribute and photo; the author sees their own, marked held, others do not", async () => {
      const { author, visitor, stranger, blog } = await setup("review");
      const open = (await addAs(author.token, blog.id, "Our mother's memorial")).json();
      const message = (await addAs(visitor.token, blog.id, "Dear aunty, rest well")).json();
      const reply = (await addAs(visitor.token, blog.id, "Thinking of you", open._id)).json();
      const tribute = (await post(app, "/add-tribute", { _id: blog.id, tributesObj: { tribute: "A kind soul" } }, visitor.token)).json();
      const entry = (await post(app, "/add-memorial-images", { _id: blog.id, memorialImageUploaded: [uploadUrl(), uploadUrl()] }, visitor.token)).json();
      for (const item of [message, reply, tribute, entry]) expect(item.status).toBe("held");

      expect(await counters(app, blog.id)).toMatchObject({ comments: 1, parents: 1, tributes: 0, images: 0 });
      expect(await totalReplies(app, open._id)).toBe(0);

      // The author of the held items sees them in place, marked.
      expect((await wall(blog.id, visitor.token)).json().comments).toMatchObject([
        { comment: "Dear aunty, rest well", status: "held" },
        { comment: "Our mother's memorial", status: "public", children: [reply._id] },
      ]);
      expect((await post(app, "/get-replies", { _id: open._id, skip: 0 }, visitor.token)).json().replies).toMatchObject([{ status: "held" }]);
      expect((await post(app, "/get-post-tributes", { blog_id: blog.id, skip: 0 }, visitor.token)).json().tributes).toMatchObject([{ status: "held" }]);
      expect((await post(app, "/get-post-images", { blog_id: blog.id, skip: 0 }, visitor.token)).json().images).toMatchObject([{ status: "held" }]);

      // Nobody else does: anonymous (the cached path), a stranger, the keeper outside the review list.
      for (const token of [undefined, stranger.token, author.token]) {
        expect(texts(await wall(blog.id, token))).toEqual(["Our mother's memorial"]);
        expect((await wall(blog.id, token)).json().comments[0].children).toEqual([]);
        expect((await post(app, "/get-replies", { _id: open._id, skip: 0 }, token)).json().replies).toEqual([]);
        expect((await post(app, "/get-post-tributes", { blog_id: blog.id, skip: 0 }, token)).json().tributes).toEqual([]);
        expect((await post(app, "/get-post-images", { blog_id: blog.id, skip: 0 }, token)).json().images).toEqual([]);
      }
      const got = (await post(app, "/get-post", { post_id: blog.blogId })).json().blog;
      expect(got.activity).toMatchObject({ total_comments: 1, total_parent_comments: 1, total_tributes: 0, total_images: 0 });
      expect(got.moderation).toBe("review");
    });

    it("refuses a reply to a held comment: it is not there", async () => {
      const { visitor, blog } = await setup("review");
      const held = (await addAs(visitor.token, blog.id, "Held words")).json();
      expectError(await addAnonymous(blog.id, "A reply", held._id), 404, MESSAGES.replyTargetNotFound);
      expectError(await addAs(visitor.token, blog.id, "My own reply", held._id), 404, MESSAGES.replyTargetNotFound);
    });

    it("keeps held words out of search, the feed's counts and most-engaged", async () => {
      const { blog } = await setup("review");
      for (let i = 0; i < 3; i++) await addAnonymous(blog.id, `Zyxwvut held words ${i}`);
      const search = await post(app, "/search-posts", { query: "Zyxwvut", page: 1 });
      expect(search.body).not.toContain("Zyxwvut held");
      const engaged = await get(app, "/most-engaged-posts");
      expect(engaged.body).not.toContain("Zyxwvut");
      const card = (engaged.json().blogs as Array<{ _id: string; activity: Record<string, number> }>).find((c) => c._id === blog.id);
      expect(card?.activity ?? { total_comments: 0 }).toMatchObject({ total_comments: 0 });
    });
  });

  describe("the keepers' review list", () => {
    it("lists held items oldest first, for one memorial or all the caller keeps, with who wrote them and why they wait", async () => {
      const { author, coKeeper, blog } = await setup();
      const other = await buildPost(app.db, author);
      await addAnonymous(blog.id, SCAM);
      await tributeAnonymous(other.id, "Call 0771234567");
      const all = (await heldItems(author.token)).json();
      expect(all.totalDocs).toBe(2);
      expect(all.items).toMatchObject([
        {
          kind: "memorial",
          text: SCAM,
          contact: ["link"],
          poster: { firstname: "Anita", lastname: "Rajan", personal_info: null },
          can_trust: false,
          blog: { _id: blog.id },
        },
        { kind: "tribute", text: "Call 0771234567", contact: ["phone"], blog: { _id: other.id } },
      ]);
      expect(JSON.stringify(all)).not.toContain("anita@example.com");
      expect((await heldItems(coKeeper.token)).json()).toMatchObject({ totalDocs: 1, items: [{ blog: { _id: blog.id } }] });
      expect((await heldItems(author.token, other.blogId)).json()).toMatchObject({ totalDocs: 1, items: [{ kind: "tribute" }] });
    });

    it("shows a non-keeper nothing of others: an empty list, 403 for a memorial, 403 to approve, reject or change the setting", async () => {
      const { stranger, visitor, blog } = await setup();
      const held = (await addAnonymous(blog.id, SCAM)).json();
      await addAs(visitor.token, blog.id, "My number is 077 123 4567");
      expect((await heldItems(stranger.token)).json()).toEqual({ items: [], totalDocs: 0 });
      expect((await heldItems(visitor.token)).json()).toEqual({ items: [], totalDocs: 0 });
      expectError(await heldItems(stranger.token, blog.id), 403, MESSAGES.forbidden);
      expectError(await approve(stranger.token, "memorial", held._id), 403, MESSAGES.forbidden);
      expectError(await reject(stranger.token, "memorial", held._id), 403, MESSAGES.forbidden);
      expectError(await post(app, "/update-post-moderation", { _id: blog.id, moderation: "review" }, stranger.token), 403, MESSAGES.forbidden);
      expectError(await approve(visitor.token, "memorial", held._id), 403, MESSAGES.forbidden);
      expect((await post(app, "/held-items", {})).statusCode).toBe(401);
      expect((await post(app, "/approve-held-item", { kind: "memorial", _id: held._id })).statusCode).toBe(401);
      expect(await counters(app, blog.id)).toMatchObject({ comments: 0 });
    });

    it("a removed co-keeper loses access at once", async () => {
      const { coKeeper, blog } = await setup();
      const held = (await addAnonymous(blog.id, SCAM)).json();
      expect((await heldItems(coKeeper.token, blog.id)).json().totalDocs).toBe(1);
      await app.db.delete(postKeepers).where(and(eq(postKeepers.postId, blog.id), eq(postKeepers.userId, coKeeper.id)));
      expectError(await heldItems(coKeeper.token, blog.id), 403, MESSAGES.forbidden);
      expect((await heldItems(coKeeper.token)).json().totalDocs).toBe(0);
      expectError(await approve(coKeeper.token, "memorial", held._id), 403, MESSAGES.forbidden);
      expectError(await post(app, "/update-post-moderation", { _id: blog.id, moderation: "review" }, coKeeper.token), 403, MESSAGES.forbidden);
    });

    it("approving makes the counters and notifications a direct post makes, and the review notification goes", async () => {
      const { author, coKeeper, blog } = await setup();
      const held = (await addAnonymous(blog.id, SCAM)).json();
      const res = await approve(coKeeper.token, "memorial", held._id);
      expect(res.json()).toEqual({ status: "done", trusted: false });
      expect(await counters(app, blog.id)).toMatchObject({ comments: 1, parents: 1 });
      expect(texts(await wall(blog.id))).toEqual([SCAM]);
      expect((await wall(blog.id)).json().comments[0].status).toBe("public");
      // The author is told of the memorial as if posted now; the approving co-keeper too (they did not write it).
      expect(await notificationsOf(app, author.id)).toMatchObject([{ type: "memorial", commentId: held._id, actorName: { firstname: "Anita" } }]);
      expect(await notificationsOf(app, coKeeper.id)).toMatchObject([{ type: "memorial", commentId: held._id }]);
      expectError(await approve(author.token, "memorial", held._id), 404, MESSAGES.commentNotFound);
    });

    it("approving a reply, a tribute and a photo entry counts each as a direct post would", async () => {
      const { author, visitor, blog } = await setup("review");
      const open = (await addAs(author.token, blog.id, "Our mother's memorial")).json();
      const reply = (await addAs(visitor.token, blog.id, "Thinking of you", open._id)).json();
      const tribute = (await post(app, "/add-tribute", { _id: blog.id, tributesObj: { tribute: "A kind soul" } }, visitor.token)).json();
      const entry = (await post(app, "/add-memorial-images", { _id: blog.id, memorialImageUploaded: [uploadUrl(), uploadUrl()] }, visitor.token)).json();
      expect((await heldItems(author.token, blog.id)).json().items.map((i: { kind: string }) => i.kind)).toEqual(["reply", "tribute", "image"]);
      // Every counter equals the public rows it counts, held ones waiting (bulk-data's check).
      expect(await counterMismatches(app.db)).toEqual([]);
      for (const [kind, id] of [
        ["reply", reply._id],
        ["tribute", tribute._id],
        ["image", entry._id],
      ])
        expect((await approve(author.token, kind, id)).statusCode).toBe(200);
      expect(await counters(app, blog.id)).toMatchObject({ comments: 2, parents: 1, tributes: 1, images: 2 });
      expect(await totalReplies(app, open._id)).toBe(1);
      expect((await notificationsOf(app, author.id)).map((n) => n.type)).toEqual(["reply", "tribute", "image"]);
      expect((await wall(blog.id)).json().comments[0].children).toEqual([reply._id]);
      expect(await counterMismatches(app.db)).toEqual([]);
    });

    it("'approve and trust' lets the person's later items through the 'review' setting on that memorial only; contact details still wait", async () => {
      const { author, visitor, blog } = await setup("review");
      const other = await buildPost(app.db, author, {});
      await app.db.update(posts).set({ moderation: "review" }).where(eq(posts.id, other.id));
      const first = (await addAs(visitor.token, blog.id, "First words")).json();
      expect((await approve(author.token, "memorial", first._id, true)).json()).toEqual({ status: "done", trusted: true });
      expect((await addAs(visitor.token, blog.id, "Second words")).json().status).toBe("public");
      expect((await addAs(visitor.token, blog.id, "Live at zoom.us/j/123")).json().status).toBe("held");
      expect((await addAs(visitor.token, other.id, "Elsewhere")).json().status).toBe("held");
    });

    it("the keepers see whom they trust and can take it back: that person's next items wait again; nobody else can list or change it", async () => {
      const { author, coKeeper, stranger, visitor, blog } = await setup("review");
      const first = (await addAs(visitor.token, blog.id, "First words")).json();
      await approve(author.token, "memorial", first._id, true);

      for (const keeper of [author, coKeeper]) {
        const listed = await post(app, "/trusted-people", { blog_id: blog.blogId }, keeper.token);
        expect(listed.statusCode).toBe(200);
        expect(listed.json()).toEqual({
          people: [
            {
              _id: visitor.id,
              personal_info: { username: visitor.username, fullname: "Meena Raj", profile_img: expect.any(String) },
              trusted_at: expect.any(String),
            },
          ],
        });
      }
      expectError(await post(app, "/trusted-people", { blog_id: blog.blogId }, stranger.token), 403, MESSAGES.forbidden);
      expectError(await post(app, "/trusted-people", { blog_id: blog.blogId }), 401);
      expectError(await post(app, "/untrust-person", { blog_id: blog.blogId, _id: visitor.id }, stranger.token), 403, MESSAGES.forbidden);
      expectError(await post(app, "/untrust-person", { blog_id: blog.blogId, _id: visitor.id }, visitor.token), 403, MESSAGES.forbidden);
      expect((await addAs(visitor.token, blog.id, "Still trusted")).json().status).toBe("public");

      const res = await post(app, "/untrust-person", { blog_id: blog.blogId, _id: visitor.id }, coKeeper.token);
      expect(res.json()).toEqual({ status: "done" });
      expect((await post(app, "/trusted-people", { blog_id: blog.blogId }, author.token)).json()).toEqual({ people: [] });
      expect((await addAs(visitor.token, blog.id, "Waits again")).json().status).toBe("held");
      // Taking back trust twice, or from someone never trusted, is no error.
      expect((await post(app, "/untrust-person", { blog_id: blog.blogId, _id: visitor.id }, author.token)).json()).toEqual({ status: "done" });
      expectError(await post(app, "/untrust-person", { blog_id: blog.blogId, _id: "not-an-id" }, author.token), 400);
    });

    it("rejecting deletes the item; nothing was counted, so nothing changes; the review notification goes", async () => {
      const { author, blog } = await setup();
      const held = (await addAnonymous(blog.id, SCAM)).json();
      expect((await reject(author.token, "memorial", held._id)).json()).toEqual({ status: "done" });
      expect(await app.db.select().from(comments).where(eq(comments.id, held._id))).toEqual([]);
      expect(await counters(app, blog.id)).toMatchObject({ comments: 0, parents: 0 });
      expect(await notificationsOf(app, author.id)).toEqual([]);
      expectError(await reject(author.token, "memorial", held._id), 404, MESSAGES.commentNotFound);
    });

    it("a held item's author can delete it, counters unchanged", async () => {
      const { author, visitor, blog } = await setup("review");
      await addAs(author.token, blog.id, "Public one");
      const held = (await addAs(visitor.token, blog.id, "Held one")).json();
      const tribute = (await post(app, "/add-tribute", { _id: blog.id, tributesObj: { tribute: "A kind soul" } }, visitor.token)).json();
      expect((await post(app, "/delete-comment", { _id: held._id }, visitor.token)).statusCode).toBe(200);
      expect((await post(app, "/delete-tribute", { _id: tribute._id }, visitor.token)).statusCode).toBe(200);
      expect(await counters(app, blog.id)).toMatchObject({ comments: 1, parents: 1, tributes: 0 });
      expect((await notificationsOf(app, author.id)).filter((n) => n.type === "review")).toEqual([]);
    });

    it("the keepers choose the setting", async () => {
      const { coKeeper, blog } = await setup();
      const res = await post(app, "/update-post-moderation", { _id: blog.blogId, moderation: "review" }, coKeeper.token);
      expect(res.json()).toEqual({ moderation: "review" });
      expect((await post(app, "/get-post", { post_id: blog.blogId })).json().blog.moderation).toBe("review");
      expect((await addAnonymous(blog.id, "Plain words")).json().status).toBe("held");
      expectError(await post(app, "/update-post-moderation", { _id: blog.id, moderation: "closed" }, coKeeper.token), 400);
    });

    it("collects several held items in one unseen review notification per keeper, counting them", async () => {
      const { author, blog } = await setup("review");
      for (let i = 0; i < 3; i++) await addAnonymous(blog.id, `Words ${i}`);
      const listed = (await post(app, "/notifications", { page: 1 }, author.token)).json().notifications;
      expect(listed).toMatchObject([{ type: "review", held_count: 3 }]);
      expect(JSON.stringify(listed)).not.toContain("Words");
    });
  });
});
