import crypto from "node:crypto";
import type { Db, Tx } from "../db/client";
import { imageEntries, type ImageEntry, type User } from "../db/schema";
import { adjustPostCounters } from "./post-counters";
import { notifyKeepers } from "./notify";
import type { ChangeRecord } from "./kept-pages";
import { insertPublicItem, lockPostForNewItem, notifyHeld, publicOnPost, statusOnPost } from "./review-items";

/**
 * POST /add-memorial-images: one album entry holding the uploaded URLs, and either total_images
 * + their number and each keeper's notification or, held for review on a memorial under review
 * (decision 024), their 'review' notification. The caller has checked that every URL is this
 * site's own upload. A public entry is one statement, a held one a transaction under the
 * post's lock, as for a tribute (add-tribute.ts says why).
 */
export async function addImages(db: Db, user: User, postId: string, urls: string[], record: ChangeRecord | null = null): Promise<ImageEntry> {
  const entry = { id: crypto.randomUUID(), postId, userId: user.id, images: urls };
  const written = await insertPublicItem(db, imageEntries, entry, imageCounts(entry), imageEvent(entry), publicOnPost(user, null), record);
  if (written) return written;
  return db.transaction(async (tx) => {
    const post = await lockPostForNewItem(tx, postId, user);
    const status = statusOnPost(user, post, null);
    const [entry] = await tx.insert(imageEntries).values({ postId, userId: user.id, images: urls, status }).returning();
    if (status === "public") await publishImageEntry(tx, post, entry);
    else await notifyHeld(tx, post);
    return entry;
  });
}

/** What an album entry's becoming public does, at once or on approval: total_images + its URL count and the keepers' notification. */
export async function publishImageEntry(tx: Tx, post: { id: string; authorId: string }, entry: EntryForEvent): Promise<void> {
  await adjustPostCounters(tx, post.id, imageCounts(entry));
  await notifyKeepers(tx, post, imageEvent(entry));
}

type EntryForEvent = Pick<ImageEntry, "id" | "userId" | "images">;

const imageCounts = (entry: EntryForEvent) => ({ totalImages: entry.images.length });

const imageEvent = (entry: EntryForEvent) => ({ type: "image" as const, imageId: entry.id, actorId: entry.userId });
