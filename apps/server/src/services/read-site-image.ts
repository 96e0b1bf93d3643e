import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { UPLOAD_KEY_PATTERN, type ImageVariantWidth } from "@kma/core/limits";
import { SHIPPED_IMAGE } from "../lib/shipped-images";
import { variantKey } from "../storage/storage";
import { serverPath } from "../lib/server-root";

/** The web app's public folder in the source tree: presets still load when the app is not built. */
const WEB_PUBLIC = serverPath("../web/public");
const UPLOADS_PATH = "/api/uploads/";
/** Larger than any stored original (10,240,000 bytes); a guard, not a rule. */
const MAX_BYTES = 12_000_000;

async function readStored(app: Pick<FastifyInstance, "storage">, key: string): Promise<Buffer | null> {
  const object = await app.storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of object.body) {
    size += (chunk as Buffer).length;
    if (size > MAX_BYTES) {
      object.body.destroy();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** A file the web app ships, from the built app or, failing that, its source folder. */
export async function readWebFile(app: Pick<FastifyInstance, "config">, pathname: string): Promise<Buffer | null> {
  if (!SHIPPED_IMAGE.test(pathname)) return null;
  for (const root of [app.config.webDist, WEB_PUBLIC]) {
    try {
      return await fs.readFile(path.join(root, pathname));
    } catch {
      // Try the next folder.
    }
  }
  return null;
}

/**
 * The bytes of an image this site serves, named by the URL a post stores: an upload (its
 * WebP variant of `width` when there is one) or a file the web app ships. Foreign URLs are
 * never fetched (no requests to addresses a user typed): they read as null, like a missing file.
 */
export async function readSiteImage(app: Pick<FastifyInstance, "config" | "storage">, url: string, width: ImageVariantWidth): Promise<Buffer | null> {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, app.config.publicUrl);
  } catch {
    return null;
  }
  if (parsed.origin !== new URL(app.config.publicUrl).origin) return null;
  const { pathname } = parsed;
  if (pathname.startsWith(UPLOADS_PATH)) {
    const key = pathname.slice(UPLOADS_PATH.length);
    if (!UPLOAD_KEY_PATTERN.test(key)) return null;
    return (await readStored(app, variantKey(key, width))) ?? (await readStored(app, key));
  }
  return readWebFile(app, pathname);
}
