import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { IMAGE_VARIANT_WIDTHS, UPLOAD_KEY_PATTERN } from "@kma/core/limits";
import { imageEntries, posts, users } from "../db/schema";
import { variantKey } from "../storage/storage";
import { isOwnUploadUrl } from "./uploaded-images";

const UPLOADS_PATH = "/api/uploads/";

/** The storage key of one of this site's uploads, or null for presets and anything else. */
export function uploadKeyOf(app: Pick<FastifyInstance, "config">, url: string): string | null {
  if (!isOwnUploadUrl(app, url)) return null;
  const { pathname } = new URL(url, app.config.publicUrl);
  const key = pathname.startsWith(UPLOADS_PATH) ? pathname.slice(UPLOADS_PATH.length) : "";
  return UPLOAD_KEY_PATTERN.test(key) ? key : null;
}

/**
 * Removes from storage the uploads behind `urls` (originals and their variants) that no post,
 * album entry or profile still shows: a family may reuse one portrait in two posts. Runs after
 * the rows are gone; a storage failure leaves an orphan file, logged, never a failed request.
 */
export async function deleteUnusedUploads(app: FastifyInstance, urls: readonly string[]): Promise<void> {
  const keys = [...new Set(urls.map((u) => uploadKeyOf(app, u)).filter((k): k is string => k !== null))];
  if (keys.length === 0) return;
  // Keys are UUIDs (hex and dashes): safe to join into one regex alternation.
  const pattern = keys.join("|");
  const referenced = await Promise.all([
    app.db
      .select({ refs: sql<string>`${posts.profilebanner} || ' ' || ${posts.backgroundimage} || ' ' || ${posts.memoriwallimages}::text` })
      .from(posts)
      .where(sql`(${posts.profilebanner} || ' ' || ${posts.backgroundimage} || ' ' || ${posts.memoriwallimages}::text) ~ ${pattern}`),
    app.db
      .select({ refs: sql<string>`${imageEntries.images}::text` })
      .from(imageEntries)
      .where(sql`${imageEntries.images}::text ~ ${pattern}`),
    app.db
      .select({ refs: users.profileImg })
      .from(users)
      .where(sql`${users.profileImg} ~ ${pattern}`),
  ]);
  const stillShown = referenced
    .flat()
    .map((r) => r.refs)
    .join(" ");
  const unused = keys.filter((key) => !stillShown.includes(key));
  const objects = unused.flatMap((key) => [key, ...IMAGE_VARIANT_WIDTHS.map((w) => variantKey(key, w))]);
  const results = await Promise.allSettled(objects.map((key) => app.storage.delete(key)));
  results.forEach((result, i) => {
    if (result.status === "rejected") app.log.warn({ err: result.reason, key: objects[i] }, "could not delete an uploaded file");
  });
}
