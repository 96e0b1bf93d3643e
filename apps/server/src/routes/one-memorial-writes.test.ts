import crypto from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { counterMismatches } from "../db/bulk-data";
import { comments, imageEntries, likes, notifications, postKeepers, posts, tributes } from "../db/schema";
import { insertPublicItem, publicOnPost } from "../services/review-items";
import { buildTestApp, post } from "../test/build-app";
import { buildPost, buildUser } from "../test/factories";
import { counters, visitorComment, visitorTribute } from "./comments/engagement-test-helpers";

/**
 * A funeral day on one memorial: every kind of visitor write at once, some taken back while
 * others arrive. Public items are written by one statement each and held ones under the post's
 * lock (services/review-items.ts), so this checks what the two ways must keep together: every
 * counter equal to its rows, and one notification per public item for each keeper.
 */
describe("one memorial, every kind of write at once", async () => {
  const app = await buildTestApp({ rateLimit: false });
  const uploadUrl = () => `${app.config.publicUrl}/api/uploads/${crypto.randomUUID()}`;
  const like = (token: string, postId: string) => post(app, "/like-post", { _id: postId }, token);
  const tribute = (postId: string, words?: string) => post(app, "/add-tribute", { _id: postId, tributesObj: visitorTribute(words ? { tribute: words } : {}) });
  const memorial = (postId: string, words: string, replyingTo?: string) =>
    post(app, "/add-comment", { _id: postId, commentsObj: visitorComment({ comment: words }), ...(replyingTo ? { replying_to: replyingTo } : {}) });

  it("keeps every counter equal to its rows and tells each keeper once per public item", async () => {
    const author = await buildUser(app);
    const coKeeper = await buildUser(app);
    const blog = await buildPost(app.db, author);
    await app.db.insert(postKeepers).values({ postId: blog.id, userId: coKeeper.id });
    const fans = await Promise.all(Array.from({ length: 12 }, () => buildUser(app)));
    const toggler = await buildUser(app);
    for (const fan of fans.slice(0, 4)) expect((await like(fan.token, blog.id)).statusCode).toBe(200);
    const thread = (await memorial(blog.id, "Our teacher")).json() as { _id: string };
    const gone = (await memorial(blog.id, "To be deleted")).json() as { _id: string };
    const goneTribute = (await tribute(blog.id)).json() as { _id: string };

    const results = await Promise.all([
      // The first four take their likes back, the rest like.
      ...fans.map((fan) => like(fan.token, blog.id)),
      ...Array.from({ length: 5 }, () => like(toggler.token, blog.id)),
      ...Array.from({ length: 8 }, (_, i) => tribute(blog.id, `With love ${i}`)),
      ...Array.from({ length: 8 }, (_, i) => memorial(blog.id, `Memory ${i}`)),
      ...Array.from({ length: 4 }, (_, i) => memorial(blog.id, `Reply ${i}`, thread._id)),
      ...fans.slice(0, 4).map((fan) => post(app, "/add-memorial-images", { _id: blog.id, memorialImageUploaded: [uploadUrl(), uploadUrl()] }, fan.token)),
      // Contact details: held for the keepers, counted nowhere.
      tribute(blog.id, "Call me on 0771234567"),
      memorial(blog.id, "Write to anita@example.com"),
      post(app, "/delete-comment", { _id: gone._id }, author.token),
      post(app, "/delete-tribute", { _id: goneTribute._id }, author.token),
    ]);
    expect(results.map((r) => r.statusCode).filter((status) => status !== 200)).toEqual([]);

    expect(await counterMismatches(app.db)).toEqual([]);
    const likeRows = await app.db.select().from(likes).where(eq(likes.postId, blog.id));
    const wall = await app.db.select().from(comments).where(eq(comments.postId, blog.id));
    const tributeRows = await app.db.select().from(tributes).where(eq(tributes.postId, blog.id));
    const entries = await app.db.select().from(imageEntries).where(eq(imageEntries.postId, blog.id));
    // Eight fans like; the toggler's racing taps may leave a like or none (likes.test.ts).
    expect(likeRows.filter((row) => row.userId !== toggler.id)).toHaveLength(8);
    expect(await counters(app, blog.id)).toMatchObject({ likes: likeRows.length, comments: 1 + 8 + 4, parents: 9, tributes: 8, images: 8 });
    for (const keeper of [author, coKeeper]) {
      const told = await app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, keeper.id), eq(notifications.postId, blog.id)));
      const count = (type: string) => told.filter((n) => n.type === type).length;
      expect(count("like")).toBe(likeRows.length);
      expect(count("memorial")).toBe(wall.filter((c) => c.parentId === null && c.status === "public").length);
      expect(count("reply")).toBe(wall.filter((c) => c.parentId !== null).length);
      expect(count("tribute")).toBe(tributeRows.filter((t) => t.status === "public").length);
      expect(count("image")).toBe(entries.length);
      expect(count("review")).toBe(1);
    }
  });

  it("writes nothing in one statement for a draft or an item the rule holds, and the locked way decides", async () => {
    const author = await buildUser(app);
    const draft = await buildPost(app.db, author, { draft: true });
    const underReview = await buildPost(app.db, author);
    await app.db.update(posts).set({ moderation: "review" }).where(eq(posts.id, underReview.id));
    const tributeOn = (postId: string, words: string) => {
      const row = { id: crypto.randomUUID(), postId, tribute: words };
      const event = { type: "tribute" as const, tributeId: row.id, actorId: null, actorName: { firstname: "Anita", lastname: "Rajan" } };
      return insertPublicItem(app.db, tributes, row, { totalTributes: 1 }, event, publicOnPost(null, words));
    };
    expect(await tributeOn(draft.id, "Too early")).toBeNull();
    expect(await tributeOn(underReview.id, "Waiting for the family")).toBeNull();
    expect(publicOnPost(null, "Call me on 0771234567")).toBeNull();
    for (const postId of [draft.id, underReview.id]) {
      expect(await counters(app, postId)).toMatchObject({ tributes: 0 });
      expect(await app.db.select().from(tributes).where(eq(tributes.postId, postId))).toEqual([]);
      expect(await app.db.select().from(notifications).where(eq(notifications.postId, postId))).toEqual([]);
    }
    // Through the route: the draft is a 404, the memorial under review holds it, the author's own is public.
    expect((await tribute(draft.id)).statusCode).toBe(404);
    expect((await tribute(underReview.id)).json()).toMatchObject({ status: "held" });
    const own = await post(app, "/add-tribute", { _id: underReview.id, tributesObj: { tribute: "Our mother" } }, author.token);
    expect(own.json()).toMatchObject({ status: "public" });
    expect(await counters(app, underReview.id)).toMatchObject({ tributes: 1 });
    expect(await counterMismatches(app.db)).toEqual([]);
  });

  // Each of these writes is built once per shape and sent again with the next call's values
  // (db/shaped-statements.ts): a value left over from the write before would show here.
  it("keeps each write's own memorial, words and writer when writes of one kind follow each other", async () => {
    const author = await buildUser(app);
    const coKeeper = await buildUser(app);
    const relative = await buildUser(app, { fullname: "Kumaran Selvam" });
    const [first, second] = [await buildPost(app.db, author), await buildPost(app.db, author)];
    await app.db.insert(postKeepers).values({ postId: first.id, userId: coKeeper.id });
    const tellings = async (postId: string, type: (typeof notifications.$inferSelect)["type"]) =>
      (
        await app.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.postId, postId), eq(notifications.type, type)))
      )
        .map((n) => ({ to: n.userId, actorId: n.actorId, actorName: n.actorName, tributeId: n.tributeId, commentId: n.commentId }))
        .sort((a, b) => a.to.localeCompare(b.to));

    const byVisitor = (await tribute(first.id, "From Anita")).json() as { _id: string };
    const byAccount = (await post(app, "/add-tribute", { _id: second.id, tributesObj: { tribute: "From Kumaran" } }, relative.token)).json() as { _id: string };
    const byOtherVisitor = (
      await post(app, "/add-tribute", {
        _id: second.id,
        tributesObj: visitorTribute({ tribute: "From Meena", tributerFirstName: "Meena", tributerLastName: "Pillai" }),
      })
    ).json() as { _id: string };
    const byKeeper = (await post(app, "/add-tribute", { _id: first.id, tributesObj: { tribute: "From the family" } }, coKeeper.token)).json() as {
      _id: string;
    };
    const rows = await app.db.select().from(tributes);
    const rowOf = (id: string) => rows.find((row) => row.id === id);
    expect(rowOf(byVisitor._id)).toMatchObject({ postId: first.id, tribute: "From Anita", firstName: "Anita", userId: null, status: "public" });
    expect(rowOf(byAccount._id)).toMatchObject({ postId: second.id, tribute: "From Kumaran", firstName: "Kumaran", userId: relative.id, email: "" });
    expect(rowOf(byOtherVisitor._id)).toMatchObject({ postId: second.id, tribute: "From Meena", firstName: "Meena", lastName: "Pillai", userId: null });
    expect(rowOf(byKeeper._id)).toMatchObject({ postId: first.id, tribute: "From the family", userId: coKeeper.id });
    const anita = { firstname: "Anita", lastname: "Rajan" };
    // The co-keeper is told of the visitor's tribute, not of their own.
    expect(await tellings(first.id, "tribute")).toEqual(
      [
        { to: author.id, actorId: null, actorName: anita, tributeId: byVisitor._id, commentId: null },
        { to: coKeeper.id, actorId: null, actorName: anita, tributeId: byVisitor._id, commentId: null },
        { to: author.id, actorId: coKeeper.id, actorName: null, tributeId: byKeeper._id, commentId: null },
      ].sort((a, b) => a.to.localeCompare(b.to)),
    );
    expect(await tellings(second.id, "tribute")).toEqual(
      expect.arrayContaining([
        { to: author.id, actorId: relative.id, actorName: null, tributeId: byAccount._id, commentId: null },
        { to: author.id, actorId: null, actorName: { firstname: "Meena", lastname: "Pillai" }, tributeId: byOtherVisitor._id, commentId: null },
      ]),
    );

    const onFirst = (await memorial(first.id, "Our teacher")).json() as { _id: string };
    const onSecond = (await post(app, "/add-comment", { _id: second.id, commentsObj: { comment: "Our uncle" } }, relative.token)).json() as { _id: string };
    const wall = await app.db.select().from(comments);
    expect(wall.find((c) => c.id === onFirst._id)).toMatchObject({ postId: first.id, comment: "Our teacher", userId: null });
    expect(wall.find((c) => c.id === onSecond._id)).toMatchObject({ postId: second.id, comment: "Our uncle", userId: relative.id });
    expect(await tellings(second.id, "memorial")).toEqual([{ to: author.id, actorId: relative.id, actorName: null, tributeId: null, commentId: onSecond._id }]);

    // Likes: each on its own memorial, by its own relative; taking one back leaves the other.
    expect((await like(relative.token, first.id)).json()).toMatchObject({ liked_by_user: true });
    expect((await like(coKeeper.token, second.id)).json()).toMatchObject({ liked_by_user: true });
    expect((await like(relative.token, first.id)).json()).toMatchObject({ liked_by_user: false });
    expect(
      await app.db
        .select({ postId: likes.postId, userId: likes.userId })
        .from(likes)
        .where(inArray(likes.postId, [first.id, second.id])),
    ).toEqual([{ postId: second.id, userId: coKeeper.id }]);
    expect(await tellings(first.id, "like")).toEqual([]);
    expect(await tellings(second.id, "like")).toEqual([{ to: author.id, actorId: coKeeper.id, actorName: null, tributeId: null, commentId: null }]);
    expect(await counters(app, first.id)).toMatchObject({ likes: 0, tributes: 2, comments: 1 });
    expect(await counters(app, second.id)).toMatchObject({ likes: 1, tributes: 2, comments: 1 });
  });
});
