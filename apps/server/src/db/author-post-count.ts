import { eq, sql } from "drizzle-orm";
import type { Tx } from "./client";
import { users, type Post } from "./schema";

/**
 * An author's `total_posts` (the profile's "N memorials") counts the memorials their profile
 * lists: published and listed. An unlisted memorial (decision 020) is in no profile list, so
 * counting it would tell every visitor that a hidden one exists. Every write that publishes,
 * unpublishes, lists, unlists, hides, deletes or hands over a memorial goes through here.
 */
export const countsOnProfile = (post: Pick<Post, "draft" | "visibility">): boolean => !post.draft && post.visibility === "public";

/** The same rule in SQL, for the bulk builders and the counter check. */
export const countsOnProfileSql = sql`not draft and visibility = 'public'`;

/** Moves an author's count by `delta` (never below zero), in the caller's transaction. */
export async function adjustAuthorPostCount(tx: Tx, userId: string, delta: number): Promise<void> {
  if (delta === 0) return;
  await tx
    .update(users)
    .set({ totalPosts: sql`greatest(${users.totalPosts} + ${delta}, 0)` })
    .where(eq(users.id, userId));
}

/** The change in the count when a post goes from `before` to `after` (either may be absent). */
export const profileCountDelta = (before: Pick<Post, "draft" | "visibility"> | null, after: Pick<Post, "draft" | "visibility"> | null): number =>
  Number(after ? countsOnProfile(after) : false) - Number(before ? countsOnProfile(before) : false);
