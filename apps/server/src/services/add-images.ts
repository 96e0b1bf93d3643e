import type { Db } from "../db/client";
import { imageEntries, type ImageEntry, type User } from "../db/schema";
import { bumpPublishedPost } from "./post-counters";
import { notifyKeepers } from "./notify";

/**
 * POST /add-memorial-images: one album entry holding the uploaded URLs, total_images + their
 * number, and the notification of each of the post's keepers, in one transaction. The caller has checked
 * that every URL is this site's own upload.
 */
export async function addImages(db: Db, user: User, postId: string, urls: string[]): Promise<ImageEntry> {
  return db.transaction(async (tx) => {
    const post = await bumpPublishedPost(tx, postId, { totalImages: urls.length });
    const [entry] = await tx.insert(imageEntries).values({ postId, userId: user.id, images: urls }).returning();
    await notifyKeepers(tx, post, { type: "image", imageId: entry.id, actorId: user.id });
    return entry;
  });
}
