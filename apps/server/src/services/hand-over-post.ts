import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { postKeepers, posts, users } from "../db/schema";
import { adjustAuthorPostCount, profileCountDelta } from "../db/author-post-count";

/**
 * When an author deletes their account, a memorial with co-keepers is not deleted:
 * it goes to the eldest co-keeper (the earliest added; user id breaks a tie), who stops being a
 * co-keeper and becomes its author, with its published count and its reads. One transaction,
 * under the post's row lock, so a keeper removed at the same moment is never made the author.
 * Returns false when the post has no co-keeper (or is no longer this author's).
 */
export async function handOverOrphanedPost(db: Db, postId: string, fromUserId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [post] = await tx
      .select({ draft: posts.draft, visibility: posts.visibility, totalReads: posts.totalReads })
      .from(posts)
      .where(and(eq(posts.id, postId), eq(posts.authorId, fromUserId)))
      .for("update");
    if (!post) return false;
    const [eldest] = await tx
      .select({ userId: postKeepers.userId })
      .from(postKeepers)
      .where(eq(postKeepers.postId, postId))
      .orderBy(asc(postKeepers.addedAt), asc(postKeepers.userId))
      .limit(1);
    if (!eldest) return false;
    await tx.delete(postKeepers).where(and(eq(postKeepers.postId, postId), eq(postKeepers.userId, eldest.userId)));
    await tx.update(posts).set({ authorId: eldest.userId }).where(eq(posts.id, postId));
    const counted = profileCountDelta(null, post);
    await tx
      .update(users)
      .set({ totalReads: sql`${users.totalReads} + ${post.totalReads}` })
      .where(eq(users.id, eldest.userId));
    await adjustAuthorPostCount(tx, eldest.userId, counted);
    await adjustAuthorPostCount(tx, fromUserId, -counted);
    return true;
  });
}
