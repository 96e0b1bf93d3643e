import { eq, sql } from "drizzle-orm";
import { PAGE_SIZES } from "@kma/core/limits";
import type { Db } from "../db/client";
import { listedPost, posts, users } from "../db/schema";
import { postAuthorColumns, postCardColumns } from "../presenters/post-presenter";

/**
 * Home's side panel (docs/api.md): likes + comments + tributes + images, reads as the tie-break,
 * then the newest. The first two keys are posts_engagement_idx's expression and directions
 * exactly (the sum DESC, which is NULLS FIRST, then reads DESC NULLS LAST), so the index
 * hands the rows over in order and only ties on both are sorted.
 */
export function mostEngagedPostsQuery(db: Db) {
  return db
    .select({ post: postCardColumns, author: postAuthorColumns })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(listedPost)
    .orderBy(
      sql`(${posts.totalLikes} + ${posts.totalComments} + ${posts.totalTributes} + ${posts.totalImages}) desc`,
      sql`${posts.totalReads} desc nulls last`,
      sql`${posts.publishedAt} desc nulls last`,
      sql`${posts.id}`,
    )
    .limit(PAGE_SIZES.mostEngaged);
}

export async function listMostEngagedPosts(db: Db) {
  return mostEngagedPostsQuery(db);
}
