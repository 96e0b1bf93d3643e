import { eq } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import type { Db } from "../db/client";
import { imageEntries, posts, type User } from "../db/schema";
import { forbidden, notFound } from "../lib/http-errors";
import { canDeleteImageEntry } from "../policies/engagement-policy";
import { adjustPostCounters } from "./post-counters";
import { keeperIdsOf } from "./post-keepers";
import { settleReviewNotifications } from "./review-items";

/**
 * POST /delete-image: the album entry (its notification cascades) and total_images minus its
 * URL count, in one transaction. The files stay in storage: the post's own fields may show
 * the same URLs.
 */
export async function deleteImage(db: Db, user: User, entryId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ entry: { userId: imageEntries.userId }, post: { id: posts.id, authorId: posts.authorId, keeperIds: keeperIdsOf(posts.id) } })
      .from(imageEntries)
      .innerJoin(posts, eq(posts.id, imageEntries.postId))
      .where(eq(imageEntries.id, entryId))
      .limit(1);
    if (!found) throw notFound(MESSAGES.imageEntryNotFound);
    if (!canDeleteImageEntry(user, found.entry, found.post)) throw forbidden(MESSAGES.forbidden);
    const [deleted] = await tx.delete(imageEntries).where(eq(imageEntries.id, entryId)).returning({ images: imageEntries.images, status: imageEntries.status });
    if (!deleted) throw notFound(MESSAGES.imageEntryNotFound);
    // A held entry was never counted (decision 024).
    if (deleted.status === "public") await adjustPostCounters(tx, found.post.id, { totalImages: -deleted.images.length });
    else await settleReviewNotifications(tx, found.post.id);
  });
}
