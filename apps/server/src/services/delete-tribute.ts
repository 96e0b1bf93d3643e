import { eq } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import type { Db } from "../db/client";
import { posts, tributes, type User } from "../db/schema";
import { forbidden, notFound } from "../lib/http-errors";
import { canDeleteTribute } from "../policies/engagement-policy";
import { adjustPostCounters } from "./post-counters";
import { keeperIdsOf } from "./post-keepers";
import { settleReviewNotifications } from "./review-items";

/** POST /delete-tribute: the tribute (its notification cascades) and total_tributes - 1, in one transaction. */
export async function deleteTribute(db: Db, user: User, tributeId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ tribute: { userId: tributes.userId }, post: { id: posts.id, authorId: posts.authorId, keeperIds: keeperIdsOf(posts.id) } })
      .from(tributes)
      .innerJoin(posts, eq(posts.id, tributes.postId))
      .where(eq(tributes.id, tributeId))
      .limit(1);
    if (!found) throw notFound(MESSAGES.tributeNotFound);
    if (!canDeleteTribute(user, found.tribute, found.post)) throw forbidden(MESSAGES.forbidden);
    // Counting what was really deleted keeps two concurrent deletes from taking 2 off.
    const deleted = await tx.delete(tributes).where(eq(tributes.id, tributeId)).returning({ status: tributes.status });
    if (deleted.length === 0) throw notFound(MESSAGES.tributeNotFound);
    // A held tribute was never counted (decision 024).
    if (deleted[0].status === "public") await adjustPostCounters(tx, found.post.id, { totalTributes: -1 });
    else await settleReviewNotifications(tx, found.post.id);
  });
}
