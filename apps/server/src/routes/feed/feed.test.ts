import { beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@kma/core/messages";
import { postCardSchema } from "@kma/core/posts/post-answer-shapes";
import type { Post } from "../../db/schema";
import { buildTestApp, get, post } from "../../test/build-app";
import { buildPost, buildUser } from "../../test/factories";
import { expectedPostCard } from "../../test/post-cards";

type Card = { blog_id: string; activity: Record<string, number> } & Record<string, unknown>;

describe("Home feed: POST /api/latest-posts, /api/all-latest-posts-count, GET /api/most-engaged-posts", async () => {
  const app = await buildTestApp();
  const author = await buildUser(app, { fullname: "Anjali Sivakumar" });
  const published: Post[] = []; // newest first
  let draft: Post;
  const engaged: Record<string, Post> = {};

  beforeAll(async () => {
    const base = Date.UTC(2025, 0, 1);
    for (let i = 0; i < 23; i++) {
      published.unshift(await buildPost(app.db, author, { firstname: `Feedname${i}`, lastname: "Nadarajah", publishedAt: new Date(base + i * 60_000) }));
    }
    // A draft with every counter high and the newest date: it must show up nowhere.
    draft = await buildPost(app.db, author, { draft: true, firstname: "Sivakumar", lastname: "Hidden", totalLikes: 100, totalComments: 100 });
  });

  const latest = async (body: unknown) => {
    const res = await post(app, "/latest-posts", body);
    expect(res.statusCode).toBe(200);
    return res.json().blogs as Card[];
  };

  it("pages the published posts 10 at a time, newest first", async () => {
    const pages = [await latest({ page: 1 }), await latest({ page: 2 }), await latest({ page: 3 })];
    expect(pages.map((p) => p.length)).toEqual([10, 10, 3]);
    expect(pages.flat().map((b) => b.blog_id)).toEqual(published.map((p) => p.blogId));
    expect(await latest({ page: 4 })).toEqual([]);
  });

  it("answers the card fields of docs/api.md (with the Tamil-script names of its Additions) and nothing else", async () => {
    const [first] = await latest({ page: 1 });
    const row = published[0];
    expect(first).toEqual(expectedPostCard(row, author, postCardSchema));
    expect(Object.keys(first)).toEqual(expect.arrayContaining(["tamilfirstname", "tamillastname"]));
  });

  it("counts the published posts, and the count matches the list", async () => {
    const res = await post(app, "/all-latest-posts-count", {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ totalDocs: 23 });
    const all = [...(await latest({ page: 1 })), ...(await latest({ page: 2 })), ...(await latest({ page: 3 }))];
    expect(all).toHaveLength(23);
    // The payload is not shown in the spec: no body at all works too.
    const bare = await app.inject({ method: "POST", url: "/api/all-latest-posts-count" });
    expect(bare.json()).toEqual({ totalDocs: 23 });
  });

  it("never shows a draft in the feed", async () => {
    const ids = [...(await latest({ page: 1 })), ...(await latest({ page: 2 })), ...(await latest({ page: 3 }))].map((b) => b.blog_id);
    expect(ids).not.toContain(draft.blogId);
  });

  it.each([
    ["0", { page: 0 }],
    ["-1", { page: -1 }],
    ['"x"', { page: "x" }],
    ['"2" (a string)', { page: "2" }],
    ["2.5", { page: 2.5 }],
    ["null", { page: null }],
    ["10001", { page: 10_001 }],
  ])("answers 400 with a sentence for page %s", async (_label, body) => {
    const res = await post(app, "/latest-posts", body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MESSAGES.pageInvalid });
  });

  it("reads page 1 when page is left out, serves page 10000, and ignores unknown keys", async () => {
    expect((await latest({ foo: "bar" })).map((b) => b.blog_id)).toEqual(published.slice(0, 10).map((p) => p.blogId));
    expect(await latest({ page: 10_000, extra: true })).toEqual([]);
  });

  it("answers 400 for a body that is not an object", async () => {
    const res = await app.inject({ method: "POST", url: "/api/latest-posts", payload: "[1]", headers: { "content-type": "application/json" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.any(String));
  });

  describe("most engaged", () => {
    beforeAll(async () => {
      const at = (minute: number) => new Date(Date.UTC(2024, 5, 1, 0, minute));
      // Engagement = likes + comments + tributes + images; reads break ties; then the newest.
      engaged.images12 = await buildPost(app.db, author, { firstname: "Twelve", totalImages: 12, publishedAt: at(1) });
      engaged.ten50reads = await buildPost(app.db, author, { firstname: "TenMoreReads", totalLikes: 4, totalComments: 6, totalReads: 50, publishedAt: at(2) });
      engaged.ten5reads = await buildPost(app.db, author, { firstname: "TenFewReads", totalTributes: 10, totalReads: 5, publishedAt: at(3) });
      engaged.sevenOld = await buildPost(app.db, author, { firstname: "SevenOlder", totalComments: 7, totalReads: 9, publishedAt: at(4) });
      engaged.sevenNew = await buildPost(app.db, author, { firstname: "SevenNewer", totalLikes: 7, totalReads: 9, publishedAt: at(5) });
      engaged.three = await buildPost(app.db, author, { firstname: "Three", totalLikes: 1, totalImages: 2, totalReads: 1000, publishedAt: at(6) });
      // Rows written straight into the database, behind the app's back: tell its cache, as a write through the API does.
      app.publicCache.invalidate(["all"]);
    });

    it("lists 5 posts, most engagement first, reads then the newest as tie-breaks, drafts never", async () => {
      const res = await get(app, "/most-engaged-posts");
      expect(res.statusCode).toBe(200);
      const blogs = res.json().blogs as Card[];
      expect(blogs.map((b) => b.firstname)).toEqual(["Twelve", "TenMoreReads", "TenFewReads", "SevenNewer", "SevenOlder"]);
      expect(blogs.map((b) => b.blog_id)).not.toContain(draft.blogId);
      expect(blogs[0].activity).toMatchObject({ total_images: 12 });
    });

    it("counts the newly engaged posts in the feed total", async () => {
      expect((await post(app, "/all-latest-posts-count", {})).json()).toEqual({ totalDocs: 23 + Object.keys(engaged).length });
    });
  });
});
