import { and, eq, getTableName, or, sql, type SQL } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import { MODERATIONS, statusForNewItem, type ItemStatus, type Moderation } from "@kma/core/engagement/review-rules";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../db/client";
import { comments, imageEntries, notifications, posts, postTrustedPeople, tributes, type User } from "../db/schema";
import { notFound } from "../lib/http-errors";
import { isPostKeeper, type KeeperRef } from "../policies/post-policy";
import { eventBindings, eventPlaceholders, eventShape, keepersNotification, notify, type KeeperEvent } from "./notify";
import { bumpedPost, rowIfBumped, type CounterDeltas } from "./post-counters";
import { keeperIdsOf, keptBy } from "./post-keepers";
import { changeRecordedWith, recordPlaceholders, recordShape, recordValues, type ChangeRecord } from "./kept-pages";
import { placeholder, ShapedStatement } from "../db/shaped-statements";

/**
 * Review before public (decision 024): the steps every add service and the review
 * calls share, so a held item and an approved one go through one path.
 */

export type PostForNewItem = KeeperRef & { id: string; moderation: Moderation; posterTrusted: boolean };

/**
 * The first statement of a visitor item's write inside a transaction: the PUBLISHED post,
 * locked (so concurrent writes on one post are ordered, see delete-comment.ts), with its
 * keepers, its setting and whether `user` is trusted on it; 404 for a missing post or a draft
 * (drafts get no memorials, tributes or images). A reply, and an item that insertPublicItem
 * did not write (held, or no such published post), take this way.
 */
export async function lockPostForNewItem(tx: Tx, postId: string, user: Pick<User, "id"> | null): Promise<PostForNewItem> {
  const [post] = await postForNewItem(tx, postId, user).for("no key update", { of: posts });
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
      posterTrusted: trustedOn(posts.id, user),
    })
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.draft, false)));

const trustedOn = (postId: typeof posts.id, user: Pick<User, "id"> | null): SQL<boolean> =>
  user
    ? sql<boolean>`exists (select 1 from ${postTrustedPeople} where ${postTrustedPeople.postId} = ${postId} and ${postTrustedPeople.userId} = ${user.id})`
    : sql<boolean>`false`;

/**
 * The item's status rule (statusForNewItem, packages/core) as a condition on the post's row, for
 * the statement that writes an item only if it is public: the rule is asked here for every value
 * the post's side can take (the poster a keeper or not, trusted or not, the setting), and the
 * rule lists those that make the item public (publicRuleSql makes the condition of them), so the
 * database checks the post's facts as they are when the statement locks it, and the rule stays in
 * one place. null when nothing on the post's side can make the item public (an anonymous
 * visitor's contact details).
 */
export function publicOnPost(user: Pick<User, "id"> | null, text: string | null): PublicRule | null {
  const cases: Array<PublicRule["cases"][number]> = [];
  // An anonymous poster is nobody's keeper and trusted nowhere.
  const either = user ? [true, false] : [false];
  for (const isKeeper of either)
    for (const isTrusted of either)
      for (const moderation of MODERATIONS)
        if (statusForNewItem({ isKeeper, isTrusted, moderation, text }) === "public") cases.push([isKeeper, isTrusted, moderation]);
  return cases.length === 0 ? null : { posterId: user?.id ?? null, cases };
}

/** The facts of the post under which an item is public (publicOnPost), for the poster `posterId` (a signed-in one's id, or a placeholder for it). */
export type PublicRule = { posterId: string | null; cases: ReadonlyArray<readonly [isKeeper: boolean, isTrusted: boolean, moderation: Moderation]> };

function publicRuleSql(rule: PublicRule, posterId: string | null): SQL {
  const cases = rule.cases.map(([isKeeper, isTrusted, moderation]) => sql`(${sql.raw(String(isKeeper))}, ${sql.raw(String(isTrusted))}, ${moderation}::text)`);
  const poster = posterId === null ? null : { id: posterId };
  const isKeeper = poster ? keptBy(posts, poster.id) : sql`false`;
  return sql`(${isKeeper}, ${trustedOn(posts.id, poster)}, ${posts.moderation}) in (${sql.join(cases, sql`, `)})`;
}

/**
 * A public item written by one statement (no transaction): the post's counters (bumpedPost, which
 * takes the memorial's row lock for this statement only), the item row and the keepers'
 * notification, all or nothing, if the post is published and `rule` (publicOnPost) holds for it,
 * and with them the write's changes for kept pages when the route gave its `record` (decision 056).
 * null when it wrote nothing: the caller then takes the locked way (lockPostForNewItem), which
 * holds the item or answers 404, and the write's changes are recorded after it.
 *
 * Built once per shape (db/shaped-statements.ts): the table, the counts, which of the row's
 * values are missing or null, the event's type and actor, the rule's cases, the record.
 */
export async function insertPublicItem<T extends PgTable>(
  db: Db,
  table: T,
  row: T["$inferInsert"] & { id: string; postId: string },
  counts: CounterDeltas,
  event: KeeperEvent,
  rule: PublicRule | null,
  record: ChangeRecord | null = null,
): Promise<T["$inferSelect"] | null> {
  if (!rule) return null;
  const given = Object.entries(row);
  const shape = [
    getTableName(table),
    JSON.stringify(counts),
    given.map(([key, value]) => `${key}${value === undefined ? "" : value === null ? " null" : " ?"}`).join(","),
    eventShape(event),
    `${rule.posterId === null ? "visitor" : "account"} ${JSON.stringify(rule.cases)}`,
    recordShape(record),
  ].join(" | ");
  const values = {
    ...Object.fromEntries(given.filter(([, value]) => value != null).map(([key, value]) => [`row.${key}`, value])),
    ...eventBindings(event),
    posterId: rule.posterId,
    ...(record ? recordValues(record) : {}),
  };
  const inserted = (await publicItemInsert.run(db, shape, values, () => {
    const held = Object.fromEntries(given.map(([key, value]) => [key, value == null ? value : placeholder(`row.${key}`)])) as typeof row;
    const bumped = bumpedPost(db, held.postId, counts, publicRuleSql(rule, rule.posterId === null ? null : placeholder("posterId")));
    const told = keepersNotification(db, bumped, held.postId, event.type, eventPlaceholders(event));
    const recorded = record ? changeRecordedWith(db, recordPlaceholders(record), sql`exists (select 1 from ${bumped})`) : [];
    return db
      .with(bumped, told, ...recorded)
      .insert(table)
      .select(rowIfBumped(table, bumped, { ...held, status: "public" }))
      .returning();
  })) as Array<T["$inferSelect"]>;
  if (record && inserted[0]) record.recorded = true;
  return inserted[0] ?? null;
}
const publicItemInsert = new ShapedStatement<unknown>();

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
