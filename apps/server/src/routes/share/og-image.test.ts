import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "@kma/core/messages";
import { posts } from "../../db/schema";
import { buildTestApp, get } from "../../test/build-app";
import { buildPost, buildUser } from "../../test/factories";
import { makeFakeWebDist } from "./share-test-helpers";

const app = await buildTestApp({ webDist: makeFakeWebDist(), rateLimit: false });
const author = await buildUser(app);
/** The stored cards of a post (or of the site), by name: kept in the storage driver, shared by every server. */
async function storedCards(folder: string): Promise<string[]> {
  return (await app.storage.keysUnder(`share-cards/${folder}`)).map((key) => key.split("/").pop()!);
}
const cardName = (post: { updatedAt: Date }) => expect.stringMatching(new RegExp(`^${post.updatedAt.getTime()}-v1-[0-9a-f]{8}\\.jpg$`));

async function expectCard(res: Awaited<ReturnType<typeof get>>) {
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toBe("image/jpeg");
  expect(res.headers["cache-control"]).toBe("public, max-age=86400");
  expect(res.headers.etag).toMatch(/^"[^"]+"$/);
  expect(res.rawPayload.length).toBeLessThan(100_000);
  const meta = await sharp(res.rawPayload).metadata();
  expect(meta).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
}

/** Random pixels: the hardest picture to compress, stored as an upload. */
async function uploadNoise(width: number, height: number): Promise<string> {
  const key = crypto.randomUUID();
  const body = await sharp({ create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 70 } } })
    .jpeg({ quality: 95 })
    .toBuffer();
  await app.storage.put(key, body, "image/jpeg");
  return `${app.config.publicUrl}/api/uploads/${key}`;
}

describe("GET /api/og/:blog_id.jpg", () => {
  it("draws a published memorial's 1200x630 JPEG card under 100 KB, cacheable for a day", async () => {
    const post = await buildPost(app.db, author);
    await expectCard(await get(app, `/og/${post.blogId}.jpg?v=${post.updatedAt.getTime()}`));
  });

  it("draws the card once and serves it from the cache after that, with the same ETag", async () => {
    const post = await buildPost(app.db, author);
    const first = await get(app, `/og/${post.blogId}.jpg`);
    const names = await storedCards(post.id);
    expect(names).toEqual([cardName(post)]);
    const file = path.join(app.dataDir, "uploads", "share-cards", post.id, names[0]);
    const stamp = new Date("2001-01-01T00:00:00Z");
    fs.utimesSync(file, stamp, stamp);
    const second = await get(app, `/og/${post.blogId}.jpg`);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(fs.statSync(file).mtime.getTime()).toBe(stamp.getTime()); // not drawn again
  });

  it("answers 304 to a client that already has the card", async () => {
    const post = await buildPost(app.db, author);
    const first = await get(app, `/og/${post.blogId}.jpg`);
    const res = await app.inject({ method: "GET", url: `/api/og/${post.blogId}.jpg`, headers: { "if-none-match": String(first.headers.etag) } });
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload.length).toBe(0);
  });

  it("draws a new card when the post changes and drops the old one", async () => {
    const post = await buildPost(app.db, author);
    const before = await get(app, `/og/${post.blogId}.jpg`);
    const updatedAt = new Date(post.updatedAt.getTime() + 60_000);
    await app.db.update(posts).set({ updatedAt, firstname: "Ravindran" }).where(eq(posts.id, post.id));
    const after = await get(app, `/og/${post.blogId}.jpg?v=${updatedAt.getTime()}`);
    await expectCard(after);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(await storedCards(post.id)).toEqual([cardName({ updatedAt })]);
  });

  it("stays under 100 KB with an uploaded portrait and background full of fine detail", async () => {
    const post = await buildPost(app.db, author, { profilebanner: await uploadNoise(1400, 1800), backgroundimage: await uploadNoise(2000, 1200) });
    await expectCard(await get(app, `/og/${post.blogId}.jpg`));
  });

  it("draws names in Tamil script, long names, and names with markup characters", async () => {
    for (const [firstname, lastname] of [
      ["சிவகுமார்", "இராசையா"],
      ["Maximilian-Alexander", "Vanderbilt-Sivapalasingham Jeyaratnam Thirunavukkarasu"],
      ['Ann "<&', "O'Brien </svg><script>"],
    ]) {
      const post = await buildPost(app.db, author, { firstname, lastname });
      await expectCard(await get(app, `/og/${post.blogId}.jpg`));
    }
  });

  it("falls back to initials and a preset for images it will not fetch or cannot read", async () => {
    const post = await buildPost(app.db, author, {
      profilebanner: "https://elsewhere.example/portrait.jpg",
      backgroundimage: `${app.config.publicUrl}/api/uploads/${crypto.randomUUID()}`,
    });
    await expectCard(await get(app, `/og/${post.blogId}.jpg`));
  });

  it("answers 404 for a draft, an unknown post and a file that is not a card", async () => {
    const draft = await buildPost(app.db, author, { draft: true });
    for (const url of [`/og/${draft.blogId}.jpg`, "/og/nobody-here-abc123.jpg", "/og/site.png", "/og/..%2F..%2Fetc%2Fpasswd.jpg", "/og/UPPER.jpg"]) {
      const res = await get(app, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: MESSAGES.postNotFound });
    }
    expect(await storedCards(draft.id)).toEqual([]);
  });
});

describe("GET /api/og/site.jpg", () => {
  it("draws the site's 1200x630 brand card, cached", async () => {
    const first = await get(app, "/og/site.jpg");
    await expectCard(first);
    expect(await storedCards("site")).toEqual([expect.stringMatching(/^site-v1-[0-9a-f]{8}\.jpg$/)]);
    expect((await get(app, "/og/site.jpg")).headers.etag).toBe(first.headers.etag);
  });
});
