import { count, desc, eq } from "drizzle-orm";
import { PAGE_SIZES } from "@kma/core/limits";
import type { Db } from "../db/client";
import { postKeepers, posts, users } from "../db/schema";
import { postAuthorColumns, postCardColumns } from "../presenters/post-presenter";

/**
 * The dashboard's "Kept with family" list: memorials someone else wrote that `userId` keeps
 * with them (drafts too), the most recently joined first, paged in SQL on post_keepers_user_idx.
 */
export function listKeptPosts(db: Db, userId: string, page: number) {
  return db
    .select({ post: postCardColumns, author: postAuthorColumns })
    .from(postKeepers)
    .innerJoin(posts, eq(posts.id, postKeepers.postId))
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(eq(postKeepers.userId, userId))
    .orderBy(desc(postKeepers.addedAt), desc(postKeepers.postId))
    .limit(PAGE_SIZES.posts)
    .offset((page - 1) * PAGE_SIZES.posts);
}

export async function countKeptPosts(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(postKeepers).where(eq(postKeepers.userId, userId));
  return row!.total;
}
