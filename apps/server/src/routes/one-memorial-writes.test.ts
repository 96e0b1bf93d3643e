import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
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
});
