import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { notifications, postKeepers } from "../db/schema";
import { shouldNotify } from "../policies/engagement-policy";

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
 * statement that reads the co-keepers itself: on a funeral day every message and flower is one
 * of these, inside a transaction that holds the memorial's counters.
 */
export async function notifyKeepers(tx: Tx, post: { id: string; authorId: string }, event: Omit<NotificationEvent, "recipientId" | "postId">): Promise<void> {
  const keepers = tx
    .select({ userId: sql<string>`${post.authorId}::uuid`.as("user_id") })
    .from(sql`(select 1) as author`)
    .union(tx.select({ userId: postKeepers.userId }).from(postKeepers).where(eq(postKeepers.postId, post.id)))
    .as("keepers");
  await tx.insert(notifications).select(
    tx
      .select({
        id: sql`gen_random_uuid()`.as("id"),
        type: sql`${event.type}`.as("type"),
        userId: keepers.userId,
        actorId: sql`${event.actorId}::uuid`.as("actor_id"),
        actorName: sql`${event.actorId ? null : event.actorName ? JSON.stringify(event.actorName) : null}::jsonb`.as("actor_name"),
        postId: sql`${post.id}::uuid`.as("post_id"),
        commentId: sql`${event.commentId ?? null}::uuid`.as("comment_id"),
        replyId: sql`null::uuid`.as("reply_id"),
        repliedOnCommentId: sql`${event.repliedOnCommentId ?? null}::uuid`.as("replied_on_comment_id"),
        tributeId: sql`${event.tributeId ?? null}::uuid`.as("tribute_id"),
        imageId: sql`${event.imageId ?? null}::uuid`.as("image_id"),
        seen: sql`false`.as("seen"),
        createdAt: sql`now()`.as("created_at"),
      })
      .from(keepers)
      .where(event.actorId === null ? undefined : sql`${keepers.userId} <> ${event.actorId}::uuid`),
  );
}

/** Unlike: the like's notification goes with it. */
export async function withdrawLikeNotification(tx: Tx, postId: string, actorId: string): Promise<void> {
  await tx.delete(notifications).where(and(eq(notifications.type, "like"), eq(notifications.postId, postId), eq(notifications.actorId, actorId)));
}
