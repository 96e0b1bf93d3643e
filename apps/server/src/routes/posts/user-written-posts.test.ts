import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import { ownPostCardSchema } from "@kma/core/posts/post-answer-shapes";
import { posts, type Post } from "../../db/schema";
import { buildTestApp, post } from "../../test/build-app";
import { buildPost, buildUser } from "../../test/factories";
import { expectedPostCard } from "../../test/post-cards";

type ListBody = { page?: number; draft?: boolean; query?: string; deletedDocCount?: number };

describe("POST /api/user-written-posts and /api/user-written-post-count", async () => {
  const app = await buildTestApp();
  const me = await buildUser(app);
  const other = await buildUser(app);
  const published: Post[] = []; // newest first
  const drafts: Post[] = []; // most recently updated first

  beforeAll(async () => {
    const base = Date.UTC(2024, 0, 1);
    for (let i = 0; i < 23; i++) {
      const names = i === 5 ? { firstname: "Sélvarâjah", lastname: "Ponnuthurai" } : { firstname: `Name${i}`, lastname: "Kumar" };
      published.unshift(await buildPost(app.db, me, { ...names, publishedAt: new Date(base + i * 60_000) }));
    }
    for (let i = 0; i < 3; i++) {
      const row = await buildPost(app.db, me, { draft: true, firstname: `Draft${i}` });
      const [updated] = await app.db
        .update(posts)
        .set({ updatedAt: new Date(base + i * 60_000) })
        .where(eq(posts.id, row.id))
        .returning();
      drafts.unshift(updated);
    }
    await buildPost(app.db, other, { firstname: "Selvarajah" });
    await buildPost(app.db, other, { draft: true });
  });

  const list = async (body: ListBody, token = me.token) => {
    const res = await post(app, "/user-written-posts", body, token);
    expect(res.statusCode).toBe(200);
    return res.json().blogs as Array<Record<string, unknown>>;
  };
  const count = async (body: ListBody, token = me.token) => {
    const res = await post(app, "/user-written-post-count", body, token);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it("pages my published posts 10 at a time, newest first", async () => {
    const pages = [
      await list({ page: 1, draft: false, query: "", deletedDocCount: 0 }),
      await list({ page: 2, draft: false }),
      await list({ page: 3, draft: false }),
    ];
    expect(pages.map((p) => p.length)).toEqual([10, 10, 3]);
    expect(pages.flat().map((b) => b.blog_id)).toEqual(published.map((p) => p.blogId));
    expect(await list({ page: 4, draft: false })).toEqual([]);
  });

  it("answers the card fields plus draft and updatedAt", async () => {
    const [first] = await list({ page: 1, draft: false });
    const row = published[0];
    expect(first).toEqual(expectedPostCard(row, me, ownPostCardSchema));
  });

  it("lists my drafts in the draft tab, most recently updated first", async () => {
    const blogs = await list({ page: 1, draft: true });
    expect(blogs.map((b) => b.blog_id)).toEqual(drafts.map((d) => d.blogId));
    expect(blogs.every((b) => b.draft === true && b.publishedAt === null)).toBe(true);
  });

  it("pulls the offset back by deletedDocCount, never below the start", async () => {
    const page2 = await list({ page: 2, draft: false, deletedDocCount: 2 });
    expect(page2.map((b) => b.blog_id)).toEqual(published.slice(8, 18).map((p) => p.blogId));
    const page1 = await list({ page: 1, draft: false, deletedDocCount: 5 });
    expect(page1.map((b) => b.blog_id)).toEqual(published.slice(0, 10).map((p) => p.blogId));
  });

  it("filters by name prefix, ignoring case and accents", async () => {
    for (const query of ["selvarâjah", "Selvarajah", "SELVA", "  selv  ", "ponnu"]) {
      const blogs = await list({ page: 1, draft: false, query });
      expect(blogs.map((b) => b.blog_id)).toEqual([published[17].blogId]);
      expect(await count({ draft: false, query })).toEqual({ totalDocs: 1 });
    }
    expect(await list({ page: 1, draft: false, query: "elvarajah" })).toEqual([]);
    expect((await list({ page: 1, draft: false, query: "name1" })).length).toBe(10); // Name1, Name10..Name19 -> 11 in all
    expect(await count({ draft: false, query: "name1" })).toEqual({ totalDocs: 11 });
    expect(await count({ draft: true, query: "draft" })).toEqual({ totalDocs: 3 });
  });

  it("treats regex characters in the query as text", async () => {
    expect(await list({ page: 1, draft: false, query: ".*" })).toEqual([]);
    expect(await list({ page: 1, draft: false, query: "(" })).toEqual([]);
    expect(await count({ draft: false, query: "[a-z]+" })).toEqual({ totalDocs: 0 });
  });

  it("counts each tab", async () => {
    expect(await count({ draft: false, query: "" })).toEqual({ totalDocs: 23 });
    expect(await count({ draft: true, query: "" })).toEqual({ totalDocs: 3 });
  });

  it("never shows my posts to another user", async () => {
    const theirs = await list({ page: 1, draft: false }, other.token);
    expect(theirs).toHaveLength(1);
    expect(theirs[0].author).toMatchObject({ _id: other.id });
    expect(await list({ page: 1, draft: false, query: "selvarajah" }, other.token)).toHaveLength(1);
    expect(await count({ draft: true, query: "" }, other.token)).toEqual({ totalDocs: 1 });
    const stranger = await buildUser(app);
    expect(await list({ page: 1, draft: false }, stranger.token)).toEqual([]);
    expect(await count({ draft: false, query: "" }, stranger.token)).toEqual({ totalDocs: 0 });
  });

  it("needs a token", async () => {
    for (const url of ["/user-written-posts", "/user-written-post-count"]) {
      const res = await post(app, url, { page: 1, draft: false });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: MESSAGES.unauthorized });
    }
  });

  it.each([
    [{ page: 0, draft: false }, "page"],
    [{ page: "two", draft: false }, "page"],
    [{ page: 1.5, draft: false }, "page"],
    [{ page: 1, draft: "no" }, "draft"],
    [{ page: 1, draft: false, deletedDocCount: -1 }, "deletedDocCount"],
    [{ page: 1, draft: false, query: "x".repeat(101) }, "query"],
  ])("answers 400 naming the field for %j", async (body, field) => {
    const res = await post(app, "/user-written-posts", body, me.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(new RegExp(`^${field} `));
  });
});
