import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, expect } from "vitest";
import { buildApp } from "../app";
import { loadConfig, type Config } from "../config";
import { buildPost, buildUser } from "../test/factories";

/** Sites for the backup tests: filled through the app, read back through the API. */
// Each case opens on-disk databases several times (migrations included): slow on a busy machine.
export const SLOW = 180_000;
export const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "kma-backup-test-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

export function siteConfig(name: string, databaseUrl?: string): Config {
  const dataDir = path.join(scratch, name);
  return loadConfig(
    { DATA_DIR: dataDir, LOG_LEVEL: "silent", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    { webDist: path.join(dataDir, "no-web"), rateLimit: false },
  );
}

/** A small site: an account, a memorial with a message, and one stored image. */
export async function fillSite(config: Config) {
  const app = await buildApp({ config, logger: false });
  try {
    const author = await buildUser(app, { username: `anbu${Date.now()}`, fullname: "Anbu Selvam" });
    const post = await buildPost(app.db, author, { firstname: "Sivakumar", lastname: "Thevarajah" });
    const message = await app.inject({
      method: "POST",
      url: "/api/add-comment",
      headers: { authorization: `Bearer ${author.token}` },
      payload: { _id: post.id, commentsObj: { comment: "We will always remember his kindness." } },
    });
    expect(message.statusCode).toBe(200);
    const key = crypto.randomUUID();
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#886644" } })
      .jpeg()
      .toBuffer();
    await app.storage.put(key, image, "image/jpeg");
    // A generated notice is stored too (uploads/notices/<id>/...): the backup must pass over it.
    expect((await app.inject({ method: "GET", url: `/api/posts/${post.blogId}/notice.jpg` })).statusCode).toBe(200);
    return { author, post, key, image };
  } finally {
    await app.close();
  }
}

export async function readSite(config: Config, blogId: string, key: string, author: { email: string; password: string }) {
  const app = await buildApp({ config, logger: false });
  try {
    const post = (await app.inject({ method: "POST", url: "/api/get-post", payload: { blog_id: blogId } })).json() as {
      blog: { firstName?: string; fullname?: string; total_comments?: number };
    };
    const wall = (await app.inject({ method: "POST", url: "/api/get-post-comments", payload: { blog_id: blogId, skip: 0 } })).json() as unknown;
    const signin = await app.inject({ method: "POST", url: "/api/signin", payload: { email: author.email, password: author.password } });
    const stored = await app.storage.get(key);
    const bytes = stored ? Buffer.concat(await stored.body.toArray()) : null;
    return { post, wall, signedIn: signin.statusCode, bytes };
  } finally {
    await app.close();
  }
}
