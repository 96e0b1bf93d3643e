import { and, eq, inArray, sql } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import type { Db } from "../db/client";
import { likes, posts, type User } from "../db/schema";
import { notFound } from "../lib/http-errors";
import { canViewPost } from "../policies/post-policy";
import { increment } from "./post-counters";
import { keepersNotification, likeNotificationsOf } from "./notify";
import { keeperIdsOf } from "./post-keepers";

/**
 * POST /like-post: flips the user's like from the server's own rows (one per user: the
 * table's primary key), never from the client's `isLikedByUser`, so a replayed or forged flag
 * can neither count twice nor go below zero. The insert and delete report what they really
 * did (`on conflict do nothing returning`, `delete ... returning`), so two racing requests
 * each change the count only for the row they changed. Returns whether the post is liked after.
 *
 * Each way is one statement, without a transaction (a like is the funeral day's most frequent
 * write): the like row, then total_likes and the notification from what it returned, so the
 * memorial's row is locked for that statement only and the count moves exactly with the row.
 */
export async function toggleLike(db: Db, user: User, postId: string): Promise<boolean> {
  // Liked only if the post is published: the insert reads the post itself.
  const liked = db.$with("liked").as(
    db
      .insert(likes)
      .select(
        db
          .select({ postId: posts.id, userId: sql<string>`${user.id}::uuid`.as("user_id"), createdAt: sql<Date>`now()`.as("created_at") })
          .from(posts)
          .where(and(eq(posts.id, postId), eq(posts.draft, false))),
      )
      .onConflictDoNothing()
      .returning({ postId: likes.postId }),
  );
  const bumpedByLike = db.$with("bumped").as(
    db
      .update(posts)
      .set({ totalLikes: increment(posts.totalLikes, 1) })
      .where(inArray(posts.id, db.select({ postId: liked.postId }).from(liked)))
      .returning({ id: posts.id, authorId: posts.authorId }),
  );
  const told = keepersNotification(db, bumpedByLike, postId, { type: "like", actorId: user.id });
  if ((await db.with(liked, bumpedByLike, told).select({ postId: liked.postId }).from(liked)).length > 0) return true;

  // A draft keeps its likes as they were (a 404, as for liking it).
  const unliked = db.$with("unliked").as(
    db
      .delete(likes)
      .where(
        and(eq(likes.postId, postId), eq(likes.userId, user.id), sql`exists (select 1 from ${posts} where ${posts.id} = ${postId} and not ${posts.draft})`),
      )
      .returning({ postId: likes.postId }),
  );
  const bumpedByUnlike = db.$with("bumped").as(
    db
      .update(posts)
      .set({ totalLikes: increment(posts.totalLikes, -1) })
      .where(inArray(posts.id, db.select({ postId: unliked.postId }).from(unliked)))
      .returning({ id: posts.id }),
  );
  const withdrawn = db.$with("withdrawn").as(likeNotificationsOf(db, postId, user.id, sql`exists (select 1 from ${unliked})`));
  if ((await db.with(unliked, bumpedByUnlike, withdrawn).select({ postId: unliked.postId }).from(unliked)).length > 0) return false;

  // Neither: the post is missing or a draft, or another of this user's taps took the like
  // back in between (it is not liked now, as this tap's insert found it).
  const [published] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.draft, false)))
    .limit(1);
  if (!published) throw notFound(MESSAGES.postNotFound);
  return false;
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
