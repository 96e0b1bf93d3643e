import { and, eq } from "drizzle-orm";
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
 * get its notifications, so the family hears of a message whoever wrote the memorial), never the actor. One row each, in the caller's transaction.
 */
export async function notifyKeepers(tx: Tx, post: { id: string; authorId: string }, event: Omit<NotificationEvent, "recipientId" | "postId">): Promise<void> {
  const coKeepers = await tx.select({ userId: postKeepers.userId }).from(postKeepers).where(eq(postKeepers.postId, post.id));
  for (const recipientId of [post.authorId, ...coKeepers.map((row) => row.userId)]) {
    await notify(tx, { ...event, recipientId, postId: post.id });
  }
}

/** Unlike: the like's notification goes with it. */
export async function withdrawLikeNotification(tx: Tx, postId: string, actorId: string): Promise<void> {
  await tx.delete(notifications).where(and(eq(notifications.type, "like"), eq(notifications.postId, postId), eq(notifications.actorId, actorId)));
}
