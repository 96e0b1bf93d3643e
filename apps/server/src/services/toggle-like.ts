import { and, eq, sql } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import type { Db } from "../db/client";
import { likes, posts, type User } from "../db/schema";
import { notFound } from "../lib/http-errors";
import { canViewPost } from "../policies/post-policy";
import { adjustPostCounters, bumpPublishedPost } from "./post-counters";
import { notifyKeepers, withdrawLikeNotification } from "./notify";
import { keeperIdsOf } from "./post-keepers";

/**
 * POST /like-post: flips the user's like from the server's own rows (one per user: the
 * table's primary key), never from the client's `isLikedByUser`, so a replayed or forged flag
 * can neither count twice nor go below zero. The insert and delete report what they really
 * did (`on conflict do nothing returning`, `delete ... returning`), so two racing requests
 * each change the count only for the row they changed. Returns whether the post is liked after.
 */
export async function toggleLike(db: Db, user: User, postId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Liked only if the post is published: the insert reads the post itself (one round trip
    // fewer inside a transaction that holds the memorial's counters on a funeral day).
    const liked = await tx
      .insert(likes)
      .select(
        tx
          .select({ postId: posts.id, userId: sql<string>`${user.id}::uuid`.as("user_id"), createdAt: sql<Date>`now()`.as("created_at") })
          .from(posts)
          .where(and(eq(posts.id, postId), eq(posts.draft, false))),
      )
      .onConflictDoNothing()
      .returning({ postId: likes.postId });
    if (liked.length > 0) {
      const bumped = await bumpPublishedPost(tx, postId, { totalLikes: 1 });
      await notifyKeepers(tx, bumped, { type: "like", actorId: user.id });
      return true;
    }
    const unliked = await tx
      .delete(likes)
      // A draft keeps its likes as they were (a 404, as for liking it).
      .where(
        and(eq(likes.postId, postId), eq(likes.userId, user.id), sql`exists (select 1 from ${posts} where ${posts.id} = ${postId} and not ${posts.draft})`),
      )
      .returning({ postId: likes.postId });
    if (unliked.length > 0) {
      await adjustPostCounters(tx, postId, { totalLikes: -1 });
      await withdrawLikeNotification(tx, postId, user.id);
      return false;
    }
    // Neither: the post is missing or a draft, or another of this user's taps took the like
    // back in between (it is not liked now, as this tap's insert found it).
    const [published] = await tx
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.id, postId), eq(posts.draft, false)))
      .limit(1);
    if (!published) throw notFound(MESSAGES.postNotFound);
    return false;
  });
}

/** POST /isliked-by-user: one query; a 404 for a post the user cannot see. */
export async function isLikedByUser(db: Db, user: User, postId: string): Promise<boolean> {
  const [row] = await db
    .select({
      draft: posts.draft,
      authorId: posts.authorId,
      keeperIds: keeperIdsOf(posts.id),
      liked: sql<boolean>`exists (select 1 from ${likes} where ${likes.postId} = ${posts.id} and ${likes.userId} = ${user.id})`,
    })
    .from(posts)
    .where(eq(posts.id, postId))
    .limit(1);
  if (!row || !canViewPost(user, row)) throw notFound(MESSAGES.postNotFound);
  return row.liked;
}
