import { and, eq, inArray, sql } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import type { Db } from "../db/client";
import { likes, posts, type User } from "../db/schema";
import { notFound } from "../lib/http-errors";
import { canViewPost } from "../policies/post-policy";
import { increment } from "./post-counters";
import { eventValues, keepersNotification, likeNotificationsOf } from "./notify";
import { keeperIdsOf } from "./post-keepers";
import { changeRecordedWith, recordPlaceholders, recordShape, recordValues, type ChangeRecord } from "./kept-pages";
import { placeholder, ShapedStatement } from "../db/shaped-statements";

/**
 * POST /like-post: flips the user's like from the server's own rows (one per user: the
 * table's primary key), never from the client's `isLikedByUser`, so a replayed or forged flag
 * can neither count twice nor go below zero. The insert and delete report what they really
 * did (`on conflict do nothing returning`, `delete ... returning`), so two racing requests
 * each change the count only for the row they changed. Returns whether the post is liked after.
 *
 * One statement, without a transaction (a like is the funeral day's most frequent write): the
 * insert, or when it found the like there the delete, then total_likes and the notification
 * from what they returned, so the memorial's row is locked for that statement only and the
 * count moves exactly with the row. The delete runs only when the insert added nothing (it reads
 * the insert's answer), and only one of the two counter updates finds its post. With `record`
 * (the route's), the same statement records the change for kept pages when the count moved.
 */
export async function toggleLike(db: Db, user: User, postId: string, record: ChangeRecord | null = null): Promise<boolean> {
  const values = { userId: user.id, postId, ...(record ? recordValues(record) : {}) };
  const [done] = await likeToggle.run(db, recordShape(record), values, () => likeStatement(db, record));
  // Neither, on a published post: another of this user's taps changed the like in between (it
  // is not liked now, as this tap's insert found it).
  if (!done.liked && !done.unliked && !done.published) throw notFound(MESSAGES.postNotFound);
  if (record && (done.liked || done.unliked)) record.recorded = true;
  return done.liked;
}

/** toggleLike's one statement, with placeholders for the user, the post and the record's values (db/shaped-statements.ts). */
function likeStatement(db: Db, record: ChangeRecord | null) {
  const userId = placeholder("userId");
  const postId = placeholder("postId");
  const published = and(eq(posts.id, postId), eq(posts.draft, false));
  const liked = db.$with("liked").as(
    db
      .insert(likes)
      .select(
        db
          .select({ postId: posts.id, userId: sql<string>`${userId}::uuid`.as("user_id"), createdAt: sql<Date>`now()`.as("created_at") })
          .from(posts)
          .where(published),
      )
      .onConflictDoNothing()
      .returning({ postId: likes.postId }),
  );
  // A draft keeps its likes as they were (a 404, as for liking it).
  const unliked = db.$with("unliked").as(
    db
      .delete(likes)
      .where(
        and(
          eq(likes.postId, postId),
          eq(likes.userId, userId),
          sql`not exists (select 1 from ${liked})`,
          sql`exists (select 1 from ${posts} where ${published})`,
        ),
      )
      .returning({ postId: likes.postId }),
  );
  const bumped = db.$with("bumped").as(
    db
      .update(posts)
      .set({ totalLikes: increment(posts.totalLikes, 1) })
      .where(inArray(posts.id, db.select({ postId: liked.postId }).from(liked)))
      .returning({ id: posts.id, authorId: posts.authorId }),
  );
  const lowered = db.$with("lowered").as(
    db
      .update(posts)
      .set({ totalLikes: increment(posts.totalLikes, -1) })
      .where(inArray(posts.id, db.select({ postId: unliked.postId }).from(unliked)))
      .returning({ id: posts.id }),
  );
  const told = keepersNotification(db, bumped, postId, "like", eventValues({ type: "like", actorId: userId }));
  const withdrawn = db.$with("withdrawn").as(likeNotificationsOf(db, postId, userId, sql`exists (select 1 from ${unliked})`));
  // The changes for kept pages (decision 056), when the counter moved.
  const recorded = record
    ? changeRecordedWith(db, recordPlaceholders(record), sql`(exists (select 1 from ${bumped}) or exists (select 1 from ${lowered}))`)
    : [];
  return db
    .with(liked, unliked, bumped, lowered, told, withdrawn, ...recorded)
    .select({
      liked: sql<boolean>`exists (select 1 from ${liked})`,
      unliked: sql<boolean>`exists (select 1 from ${unliked})`,
      published: sql<boolean>`exists (select 1 from ${posts} where ${published})`,
    })
    .from(sql`(select 1) as one`);
}
const likeToggle = new ShapedStatement<Array<{ liked: boolean; unliked: boolean; published: boolean }>>();

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
