import { and, eq, sql, type SQL } from "drizzle-orm";
import type { SubqueryWithSelection } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../db/client";
import { notifications, postKeepers } from "../db/schema";
import { shouldNotify } from "../policies/engagement-policy";
import type { BumpedPost } from "./post-counters";
import { placeholder } from "../db/shaped-statements";

export type NotificationEvent = {
  /** "review": items wait for the keepers' approval on the post (decision 024). */
  type: "like" | "memorial" | "reply" | "tribute" | "image" | "report" | "review";
  /** Who is told: a keeper of the post (see notifyKeepers), or for a reply the author of the comment replied to. */
  recipientId: string | null;
  postId: string;
  /** The signed-in actor, or null with `actorName` for an anonymous visitor. */
  actorId: string | null;
  actorName?: { firstname: string; lastname: string } | null;
  commentId?: string;
  repliedOnCommentId?: string;
  tributeId?: string;
  imageId?: string;
};

/**
 * Records a notification inside the caller's transaction, so it exists exactly when the
 * action does (docs/api.md: "never for one's own action").
 */
export async function notify(tx: Tx, event: NotificationEvent): Promise<void> {
  if (!shouldNotify(event.recipientId, event.actorId)) return;
  await tx.insert(notifications).values({
    type: event.type,
    userId: event.recipientId,
    postId: event.postId,
    actorId: event.actorId,
    actorName: event.actorId ? null : (event.actorName ?? null),
    commentId: event.commentId,
    repliedOnCommentId: event.repliedOnCommentId,
    tributeId: event.tributeId,
    imageId: event.imageId,
  });
}

/**
 * The same event told to every keeper of the post: its author and each co-keeper (co-keepers
 * get its notifications, so the family hears of a message whoever wrote the memorial), never the
 * actor (shouldNotify's rule). One row each, in the caller's transaction, written by one
 * statement that reads the co-keepers itself. On a funeral day every message and flower is one
 * of these, written as part of the item's own statement (keepersNotification below).
 */
export async function notifyKeepers(tx: Tx, post: { id: string; authorId: string }, event: KeeperEvent): Promise<void> {
  const keepers = tx
    .select({ userId: sql<string>`${post.authorId}::uuid`.as("user_id") })
    .from(sql`(select 1) as author`)
    .union(tx.select({ userId: postKeepers.userId }).from(postKeepers).where(eq(postKeepers.postId, post.id)))
    .as("keepers");
  await keepersNotificationInsert(tx, post.id, keepers, event.type, eventValues(event));
}

/**
 * notifyKeepers as the CTE `told` of a one-statement write (post-counters.ts, bumpedPost): the
 * keepers are read from the post that `bumped` updated, so nobody is told when it updated none.
 * `postId` and the event's values may be placeholders (db/shaped-statements.ts): the statement's
 * text depends only on the event's type and on whether it has an actor.
 */
export function keepersNotification(db: Db, bumped: BumpedPost, postId: string, type: KeeperEvent["type"], values: EventValues) {
  const keepers = db
    .select({ userId: sql<string>`${bumped.authorId}`.as("user_id") })
    .from(bumped)
    .union(db.select({ userId: postKeepers.userId }).from(postKeepers).innerJoin(bumped, eq(postKeepers.postId, bumped.id)))
    .as("keepers");
  return db.$with("told").as(keepersNotificationInsert(db, postId, keepers, type, values));
}

export type KeeperEvent = Omit<NotificationEvent, "recipientId" | "postId">;

/** What a keeper's notification row takes from its event, each a value of the statement (null when the event has none). */
export type EventValues = {
  actorId: string | null;
  /** JSON, for an anonymous actor only. */
  actorName: string | null;
  commentId: string | null;
  repliedOnCommentId: string | null;
  tributeId: string | null;
  imageId: string | null;
};

export const eventValues = (event: KeeperEvent): EventValues => ({
  actorId: event.actorId,
  actorName: event.actorId ? null : event.actorName ? JSON.stringify(event.actorName) : null,
  commentId: event.commentId ?? null,
  repliedOnCommentId: event.repliedOnCommentId ?? null,
  tributeId: event.tributeId ?? null,
  imageId: event.imageId ?? null,
});

/**
 * An event's values as placeholders for a ShapedStatement, each named `event.<key>` (bound by
 * `eventBindings`), but a missing actor stays null: it changes the text (nobody is spared).
 */
export const eventPlaceholders = (event: KeeperEvent): EventValues => {
  const values = Object.fromEntries(Object.keys(eventValues(event)).map((key) => [key, placeholder(`event.${key}`)])) as EventValues;
  return { ...values, actorId: event.actorId === null ? null : values.actorId };
};
export const eventBindings = (event: KeeperEvent) => Object.fromEntries(Object.entries(eventValues(event)).map(([key, value]) => [`event.${key}`, value]));
/** What of an event a ShapedStatement's shape names. */
export const eventShape = (event: KeeperEvent) => `${event.type} ${event.actorId === null ? "by a visitor" : "by an account"}`;

function keepersNotificationInsert(
  db: Db,
  postId: string,
  keepers: SubqueryWithSelection<{ userId: SQL.Aliased<string> }, "keepers">,
  type: NotificationEvent["type"],
  values: EventValues,
) {
  return db.insert(notifications).select(
    db
      .select({
        id: sql`gen_random_uuid()`.as("id"),
        type: sql`${type}`.as("type"),
        userId: keepers.userId,
        actorId: sql`${values.actorId}::uuid`.as("actor_id"),
        actorName: sql`${values.actorName}::jsonb`.as("actor_name"),
        postId: sql`${postId}::uuid`.as("post_id"),
        commentId: sql`${values.commentId}::uuid`.as("comment_id"),
        replyId: sql`null::uuid`.as("reply_id"),
        repliedOnCommentId: sql`${values.repliedOnCommentId}::uuid`.as("replied_on_comment_id"),
        tributeId: sql`${values.tributeId}::uuid`.as("tribute_id"),
        imageId: sql`${values.imageId}::uuid`.as("image_id"),
        seen: sql`false`.as("seen"),
        createdAt: sql`now()`.as("created_at"),
      })
      .from(keepers)
      .where(values.actorId === null ? undefined : sql`${keepers.userId} <> ${values.actorId}::uuid`),
  );
}

/** Unlike: the like's notification goes with it. */
export async function withdrawLikeNotification(tx: Tx, postId: string, actorId: string): Promise<void> {
  await likeNotificationsOf(tx, postId, actorId);
}

/** The delete of withdrawLikeNotification, for a one-statement unlike (toggle-like.ts) with the condition it adds. */
export const likeNotificationsOf = (db: Db, postId: string, actorId: string, also?: SQL) =>
  db.delete(notifications).where(and(eq(notifications.type, "like"), eq(notifications.postId, postId), eq(notifications.actorId, actorId), also));
