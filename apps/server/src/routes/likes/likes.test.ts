import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { posts } from "../../db/schema";
import { MESSAGES } from "@kma/core/messages";
import { buildTestApp, post } from "../../test/build-app";
import { buildPost, buildUser } from "../../test/factories";
import { UNKNOWN_ID, counters, expectError, notificationsOf } from "../comments/engagement-test-helpers";

describe("likes", async () => {
  const app = await buildTestApp();

  async function setup() {
    const author = await buildUser(app);
    const blog = await buildPost(app.db, author);
    return { author, blog };
  }
  const like = (token: string, postId: string, isLikedByUser = false) => post(app, "/like-post", { _id: postId, isLikedByUser }, token);
  const isLiked = async (token: string, postId: string) => (await post(app, "/isliked-by-user", { _id: postId }, token)).json();

  it("likes, then unlikes: the state after, total_likes, and the author's notification made then removed", async () => {
    const { author, blog } = await setup();
    const visitor = await buildUser(app);
    expect(await isLiked(visitor.token, blog.id)).toEqual({ result: false });

    const liked = await like(visitor.token, blog.id, false);
    expect(liked.statusCode).toBe(200);
    expect(liked.json()).toEqual({ liked_by_user: true });
    expect(await isLiked(visitor.token, blog.id)).toEqual({ result: true });
    expect(await counters(app, blog.id)).toMatchObject({ likes: 1 });
    expect(await notificationsOf(app, author.id)).toMatchObject([{ type: "like", actorId: visitor.id, postId: blog.id }]);

    expect((await like(visitor.token, blog.id, true)).json()).toEqual({ liked_by_user: false });
    expect(await isLiked(visitor.token, blog.id)).toEqual({ result: false });
    expect(await counters(app, blog.id)).toMatchObject({ likes: 0 });
    expect(await notificationsOf(app, author.id)).toEqual([]);
  });

  it("never double counts nor goes below zero when isLikedByUser lies", async () => {
    const { blog } = await setup();
    const visitor = await buildUser(app);
    // Claims it was liked (so "unlike"), but the server has no like: it likes.
    expect((await like(visitor.token, blog.id, true)).json()).toEqual({ liked_by_user: true });
    expect(await counters(app, blog.id)).toMatchObject({ likes: 1 });
    // Claims it was not liked (so "like" again), but it is: it unlikes, never 2.
    expect((await like(visitor.token, blog.id, false)).json()).toEqual({ liked_by_user: false });
    expect(await counters(app, blog.id)).toMatchObject({ likes: 0 });
    // Unliked and lying again: back to 1, never -1.
    expect((await like(visitor.token, blog.id, true)).json()).toEqual({ liked_by_user: true });
    expect(await counters(app, blog.id)).toMatchObject({ likes: 1 });
    expect((await post(app, "/like-post", { _id: blog.id }, visitor.token)).json()).toEqual({ liked_by_user: false });
    expect(await counters(app, blog.id)).toMatchObject({ likes: 0 });
  });

  it("counts one like per user for 10 concurrent likes from different users", async () => {
    const { author, blog } = await setup();
    const fans = await Promise.all(Array.from({ length: 10 }, () => buildUser(app)));
    const results = await Promise.all(fans.map((fan) => like(fan.token, blog.id)));
    expect(results.map((r) => r.json())).toEqual(Array(10).fill({ liked_by_user: true }));
    expect(await counters(app, blog.id)).toMatchObject({ likes: 10 });
    expect(await notificationsOf(app, author.id)).toHaveLength(10);

    await Promise.all(fans.slice(0, 4).map((fan) => like(fan.token, blog.id, true)));
    expect(await counters(app, blog.id)).toMatchObject({ likes: 6 });
    expect(await notificationsOf(app, author.id)).toHaveLength(6);
  });

  it("keeps the count true when one user's toggles race", async () => {
    const { blog } = await setup();
    const visitor = await buildUser(app);
    const results = await Promise.all(Array.from({ length: 5 }, () => like(visitor.token, blog.id)));
    const finallyLiked = (await isLiked(visitor.token, blog.id)).result as boolean;
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await counters(app, blog.id)).toMatchObject({ likes: finallyLiked ? 1 : 0 });
  });

  it("counts the author's like of their own post without notifying them", async () => {
    const { author, blog } = await setup();
    expect((await like(author.token, blog.id)).json()).toEqual({ liked_by_user: true });
    expect(await counters(app, blog.id)).toMatchObject({ likes: 1 });
    expect(await notificationsOf(app, author.id)).toEqual([]);
  });

  it("needs a token", async () => {
    const { blog } = await setup();
    expectError(await post(app, "/like-post", { _id: blog.id, isLikedByUser: false }), 401);
    expectError(await post(app, "/isliked-by-user", { _id: blog.id }), 401);
    expect(await counters(app, blog.id)).toMatchObject({ likes: 0 });
  });

  it("answers 404 for drafts (to others) and unknown posts, 400 for bad input", async () => {
    const author = await buildUser(app);
    const visitor = await buildUser(app);
    const draft = await buildPost(app.db, author, { draft: true });
    expectError(await like(visitor.token, draft.id), 404, MESSAGES.postNotFound);
    expectError(await like(author.token, draft.id), 404, MESSAGES.postNotFound);
    expectError(await post(app, "/isliked-by-user", { _id: draft.id }, visitor.token), 404, MESSAGES.postNotFound);
    expect(await isLiked(author.token, draft.id)).toEqual({ result: false });
    expectError(await like(visitor.token, UNKNOWN_ID), 404, MESSAGES.postNotFound);
    expectError(await post(app, "/like-post", {}, visitor.token), 400, "_id is required");
    expectError(await post(app, "/like-post", { _id: "abc" }, visitor.token), 400, "_id is invalid");
    expectError(await post(app, "/like-post", { _id: UNKNOWN_ID, isLikedByUser: "yes" }, visitor.token), 400, "isLikedByUser must be a boolean");
  });

  it("keeps a like made before the memorial went back to draft: taking it back is a 404 too", async () => {
    const author = await buildUser(app);
    const visitor = await buildUser(app);
    const blog = await buildPost(app.db, author);
    expect((await like(visitor.token, blog.id)).json()).toMatchObject({ liked_by_user: true });
    await app.db.update(posts).set({ draft: true }).where(eq(posts.id, blog.id));
    expectError(await like(visitor.token, blog.id), 404, MESSAGES.postNotFound);
    await app.db.update(posts).set({ draft: false }).where(eq(posts.id, blog.id));
    expect(await isLiked(visitor.token, blog.id)).toEqual({ result: true });
    expect((await counters(app, blog.id)).likes).toBe(1);
  });
});
