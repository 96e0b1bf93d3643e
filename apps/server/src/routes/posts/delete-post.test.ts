import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import { comments, imageEntries, likes, notifications, posts, tributes, users, type Post } from "../../db/schema";
import { buildTestApp, post, type TestApp } from "../../test/build-app";
import { buildPost, buildUser } from "../../test/factories";
import { getUploadUrl, pathOf, pngImage, putRaw } from "../uploads/upload-test-helpers";

const totalPosts = async (app: TestApp, userId: string) => (await app.db.select().from(users).where(eq(users.id, userId)))[0].totalPosts;

/** Everything that hangs off a post, written directly: a memorial with a reply, a tribute, an album entry, a like, notifications. */
async function addEngagement(app: TestApp, target: Post, visitorId: string) {
  const [memorial] = await app.db.insert(comments).values({ postId: target.id, userId: visitorId, comment: "Rest in peace" }).returning();
  const [reply] = await app.db.insert(comments).values({ postId: target.id, parentId: memorial.id, comment: "Thank you", childrenLevel: 1 }).returning();
  const [tribute] = await app.db.insert(tributes).values({ postId: target.id, userId: visitorId, tribute: "A great teacher" }).returning();
  const [entry] = await app.db
    .insert(imageEntries)
    .values({ postId: target.id, userId: visitorId, images: ["/api/uploads/a.jpg"] })
    .returning();
  await app.db.insert(likes).values({ postId: target.id, userId: visitorId });
  await app.db.insert(notifications).values([
    { type: "like", userId: target.authorId, actorId: visitorId, postId: target.id },
    { type: "memorial", userId: target.authorId, actorId: visitorId, postId: target.id, commentId: memorial.id },
    { type: "reply", userId: visitorId, postId: target.id, replyId: reply.id, repliedOnCommentId: memorial.id },
    { type: "tribute", userId: target.authorId, actorId: visitorId, postId: target.id, tributeId: tribute.id },
    { type: "image", userId: target.authorId, actorId: visitorId, postId: target.id, imageId: entry.id },
  ]);
}

async function rowsOf(app: TestApp, postId: string) {
  return {
    posts: (await app.db.select().from(posts).where(eq(posts.id, postId))).length,
    comments: (await app.db.select().from(comments).where(eq(comments.postId, postId))).length,
    tributes: (await app.db.select().from(tributes).where(eq(tributes.postId, postId))).length,
    images: (await app.db.select().from(imageEntries).where(eq(imageEntries.postId, postId))).length,
    likes: (await app.db.select().from(likes).where(eq(likes.postId, postId))).length,
    notifications: (await app.db.select().from(notifications).where(eq(notifications.postId, postId))).length,
  };
}
const FULL = { posts: 1, comments: 2, tributes: 1, images: 1, likes: 1, notifications: 5 };
const NONE = { posts: 0, comments: 0, tributes: 0, images: 0, likes: 0, notifications: 0 };

describe("POST /api/delete-post", async () => {
  const app = await buildTestApp();

  it("refuses another user's token with 403 and keeps everything", async () => {
    const author = await buildUser(app);
    const other = await buildUser(app);
    const target = await buildPost(app.db, author);
    await addEngagement(app, target, other.id);
    const res = await post(app, "/delete-post", { blog_id: target.blogId }, other.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: MESSAGES.forbidden });
    expect(await rowsOf(app, target.id)).toEqual(FULL);
    expect(await totalPosts(app, author.id)).toBe(1);
  });

  it("answers another user 404 for the author's draft, as if it did not exist, and keeps it", async () => {
    const author = await buildUser(app);
    const other = await buildUser(app);
    const target = await buildPost(app.db, author, { draft: true });
    const res = await post(app, "/delete-post", { blog_id: target.blogId }, other.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: MESSAGES.postNotFound });
    expect((await rowsOf(app, target.id)).posts).toBe(1);
  });

  it("lets the author delete the post with its memorials, tributes, images, likes and notifications", async () => {
    const author = await buildUser(app);
    const visitor = await buildUser(app);
    const target = await buildPost(app.db, author);
    const kept = await buildPost(app.db, author);
    await addEngagement(app, target, visitor.id);
    await addEngagement(app, kept, visitor.id);
    expect(await totalPosts(app, author.id)).toBe(2);

    const res = await post(app, "/delete-post", { blog_id: target.blogId }, author.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "done" });
    expect(await rowsOf(app, target.id)).toEqual(NONE);
    expect(await rowsOf(app, kept.id)).toEqual(FULL);
    expect(await totalPosts(app, author.id)).toBe(1);
    expect((await app.db.select().from(users).where(eq(users.id, visitor.id))).length).toBe(1);

    const again = await post(app, "/delete-post", { blog_id: target.blogId }, author.token);
    expect(again.statusCode).toBe(404);
    expect((await post(app, "/get-post", { post_id: target.blogId })).statusCode).toBe(404);
  });

  it("removes the post's uploaded images from storage, keeping those another post or profile still shows", async () => {
    const author = await buildUser(app);
    const visitor = await buildUser(app);
    const upload = async (token: string) => {
      const res = await putRaw(app, await getUploadUrl(app, token), await pngImage(40, 30), "image/png");
      expect(res.statusCode).toBe(200);
      return res.json().url as string;
    };
    const [banner, album, visitorPhoto, sharedPortrait, profilePhoto] = [
      await upload(author.token),
      await upload(author.token),
      await upload(visitor.token),
      await upload(author.token),
      await upload(author.token),
    ];
    const served = async (url: string) => (await app.inject({ method: "GET", url: pathOf(url) })).statusCode;
    const served640 = async (url: string) => (await app.inject({ method: "GET", url: `${pathOf(url)}?w=640` })).statusCode;

    const target = await buildPost(app.db, author, { profilebanner: banner, memoriwallimages: [new URL(album).pathname, sharedPortrait, profilePhoto] });
    await buildPost(app.db, author, { profilebanner: sharedPortrait });
    await app.db.update(users).set({ profileImg: profilePhoto }).where(eq(users.id, author.id));
    await app.db.insert(imageEntries).values({ postId: target.id, userId: visitor.id, images: [visitorPhoto] });
    for (const url of [banner, album, visitorPhoto, sharedPortrait, profilePhoto]) {
      expect(await served(url)).toBe(200);
      expect(await served640(url)).toBe(200);
    }

    expect((await post(app, "/delete-post", { blog_id: target.blogId }, author.token)).statusCode).toBe(200);
    for (const url of [banner, album, visitorPhoto]) {
      expect(await served(url)).toBe(404);
      expect(await served640(url)).toBe(404);
    }
    for (const url of [sharedPortrait, profilePhoto]) {
      expect(await served(url)).toBe(200);
      expect(await served640(url)).toBe(200);
    }
  });

  it("leaves total_posts alone when the deleted post was a draft", async () => {
    const author = await buildUser(app);
    await buildPost(app.db, author);
    const draft = await buildPost(app.db, author, { draft: true });
    expect((await post(app, "/delete-post", { blog_id: draft.blogId }, author.token)).statusCode).toBe(200);
    expect(await rowsOf(app, draft.id)).toEqual(NONE);
    expect(await totalPosts(app, author.id)).toBe(1);
  });

  it("answers 404 for an unknown blog_id, 401 without a token, 400 without a blog_id", async () => {
    const user = await buildUser(app);
    const unknown = await post(app, "/delete-post", { blog_id: "nobody-abcdef" }, user.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: MESSAGES.postNotFound });

    const target = await buildPost(app.db, user);
    const anonymous = await post(app, "/delete-post", { blog_id: target.blogId });
    expect(anonymous.statusCode).toBe(401);
    expect(await rowsOf(app, target.id)).toMatchObject({ posts: 1 });

    const missing = await post(app, "/delete-post", {}, user.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: "blog_id is required" });
  });
});
