import { and, eq, or, sql, type SQL } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import { statusForNewItem, type ItemStatus, type Moderation } from "@kma/core/engagement/review-rules";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../db/client";
import { comments, imageEntries, notifications, posts, postTrustedPeople, tributes, type User } from "../db/schema";
import { notFound } from "../lib/http-errors";
import { isPostKeeper, type KeeperRef } from "../policies/post-policy";
import { keepersNotification, notify, type KeeperEvent } from "./notify";
import { bumpedPost, rowIfBumped, type CounterDeltas } from "./post-counters";
import { keeperIdsOf } from "./post-keepers";

/**
 * Review before public (decision 024): the steps every add service and the review
 * calls share, so a held item and an approved one go through one path.
 */

export type PostForNewItem = KeeperRef & { id: string; moderation: Moderation; posterTrusted: boolean };

/**
 * The first statement of a visitor item's write inside a transaction: the PUBLISHED post,
 * locked (so concurrent writes on one post are ordered, see delete-comment.ts), with its
 * keepers, its setting and whether `user` is trusted on it; 404 for a missing post or a draft
 * (drafts get no memorials, tributes or images). A reply and a held item take this way; a
 * public item of the common kind reads the same with readPostForNewItem and is then written by
 * one statement (insertPublicItem).
 */
export async function lockPostForNewItem(tx: Tx, postId: string, user: Pick<User, "id"> | null): Promise<PostForNewItem> {
  const [post] = await postForNewItem(tx, postId, user).for("no key update", { of: posts });
  if (!post) throw notFound(MESSAGES.postNotFound);
  return post;
}

/**
 * lockPostForNewItem without the lock or a transaction: what decides the status of an item
 * written next by one statement. That statement checks again that the post is there and
 * published; a setting, keeper or trust changed in between makes the item as if it had been
 * written just before that change.
 */
export async function readPostForNewItem(db: Db, postId: string, user: Pick<User, "id"> | null): Promise<PostForNewItem> {
  const [post] = await postForNewItem(db, postId, user);
  if (!post) throw notFound(MESSAGES.postNotFound);
  return post;
}

const postForNewItem = (db: Db, postId: string, user: Pick<User, "id"> | null) =>
  db
    .select({
      id: posts.id,
      authorId: posts.authorId,
      moderation: posts.moderation,
      keeperIds: keeperIdsOf(posts.id),
      posterTrusted: user
        ? sql<boolean>`exists (select 1 from ${postTrustedPeople} where ${postTrustedPeople.postId} = ${posts.id} and ${postTrustedPeople.userId} = ${user.id})`
        : sql<boolean>`false`,
    })
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.draft, false)));

/**
 * A public item written by one statement (no transaction): the post's counters (bumpedPost, which
 * takes the memorial's row lock for this statement only), the item row and the keepers'
 * notification, all or nothing. 404 when the post was deleted or made a draft since it was read.
 */
export async function insertPublicItem<T extends PgTable>(
  db: Db,
  table: T,
  row: T["$inferInsert"] & { id: string; postId: string },
  counts: CounterDeltas,
  event: KeeperEvent,
): Promise<T["$inferSelect"]> {
  const bumped = bumpedPost(db, row.postId, counts);
  const told = keepersNotification(db, bumped, row.postId, event);
  const inserted = (await db
    .with(bumped, told)
    .insert(table)
    .select(rowIfBumped(table, bumped, { ...row, status: "public" }))
    .returning()) as Array<T["$inferSelect"]>;
  if (inserted.length === 0) throw notFound(MESSAGES.postNotFound);
  return inserted[0];
}

/** 'held' or 'public' for an item `user` adds to `post` (the rule is packages/core's). */
export const statusOnPost = (user: Pick<User, "id"> | null, post: PostForNewItem, text: string | null): ItemStatus =>
  statusForNewItem({ isKeeper: isPostKeeper(user, post), isTrusted: post.posterTrusted, moderation: post.moderation, text });

/**
 * Tells each keeper that items wait on `post`: one unseen 'review' notification per keeper and
 * memorial, moved to the top when another item is held. It names no item and quotes no word
 * (held words must reach no notification); the list counts the waiting items when read.
 */
export async function notifyHeld(tx: Tx, post: KeeperRef & { id: string }): Promise<void> {
  for (const recipientId of [post.authorId, ...post.keeperIds]) {
    const [moved] = await tx
      .update(notifications)
      .set({ createdAt: sql`now()` })
      .where(and(eq(notifications.userId, recipientId), eq(notifications.postId, post.id), eq(notifications.type, "review"), eq(notifications.seen, false)))
      .returning({ id: notifications.id });
    if (!moved) await notify(tx, { type: "review", recipientId, postId: post.id, actorId: null, actorName: null });
  }
}

/** Held items on the post, all kinds: the count a 'review' notification shows. */
export const heldCountOf = (postId: SqlOperand) => sql<number>`(
  (select count(*) from ${comments} where ${comments.postId} = ${postId} and ${comments.status} = 'held')
  + (select count(*) from ${tributes} where ${tributes.postId} = ${postId} and ${tributes.status} = 'held')
  + (select count(*) from ${imageEntries} where ${imageEntries.postId} = ${postId} and ${imageEntries.status} = 'held'))::int`;
type SqlOperand = Parameters<typeof eq>[1] | typeof posts.id;

/** Once nothing waits on the post any more, its 'review' notifications have nothing to say. */
export async function settleReviewNotifications(tx: Tx, postId: string): Promise<void> {
  await tx.delete(notifications).where(and(eq(notifications.postId, postId), eq(notifications.type, "review"), sql`${heldCountOf(postId)} = 0`));
}

/**
 * A list's filter for visitor items: public ones, and the viewer's own held ones (marked
 * 'Awaiting the family's approval' for them). Keepers see others' held items only in the
 * review list. Anonymous readers (the cached path) see public items only.
 */
export function shownTo(table: { status: PgColumn; userId: PgColumn }, viewer: Pick<User, "id"> | null): SQL {
  const isPublic = eq(table.status, "public");
  return viewer ? (or(isPublic, eq(table.userId, viewer.id)) as SQL) : isPublic;
}

/** `shownTo` for a raw alias of comments in hand-written SQL (the wall's `reply` sub-select). */
export function shownToSql(alias: "reply", viewer: Pick<User, "id"> | null): SQL {
  const table = sql.raw(alias);
  return viewer ? sql`(${table}.status = 'public' or ${table}.user_id = ${viewer.id})` : sql`${table}.status = 'public'`;
}
