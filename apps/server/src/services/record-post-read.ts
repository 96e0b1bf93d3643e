import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { posts, users, type Post } from "../db/schema";

/**
 * One public read of a post: +1 to the post's total_reads and to its author's, in one
 * transaction so the two never drift. Returns the post with its new count.
 */
export async function recordPostRead(db: Db, post: Post): Promise<Post> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(posts)
      .set({ totalReads: sql`${posts.totalReads} + 1` })
      .where(eq(posts.id, post.id))
      .returning();
    if (!updated) return post; // deleted meanwhile: nothing to count
    await tx.update(users).set({ totalReads: sql`${users.totalReads} + 1` }).where(eq(users.id, post.authorId));
    return updated;
  });
}
