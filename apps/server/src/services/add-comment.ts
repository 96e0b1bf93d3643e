import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import type { Db, Tx } from "../db/client";
import { comments, notifications, type Comment, type User } from "../db/schema";
import { notFound } from "../lib/http-errors";
import { adjustPostCounters, adjustTotalReplies } from "./post-counters";
import { notify, notifyKeepers } from "./notify";
import { posterFields } from "./poster-fields";
import type { ChangeRecord } from "./kept-pages";
import { insertPublicItem, lockPostForNewItem, notifyHeld, publicOnPost, statusOnPost } from "./review-items";

export type AddCommentInput = {
  postId: string;
  comment: string;
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string;
  currentPlace: string;
  /** The comment answered; null for a top-level memorial. */
  replyingTo: string | null;
  /** A reply written from the notifications screen: that notification records it as the recipient's reply. */
  notificationId: string | null;
};

type Parent = Pick<Comment, "id" | "userId">;

/**
 * POST /add-comment: a memorial or a reply, and either its counters and notification or, when
 * it is held for review (decision 024), the keepers' 'review' notification.
 * Only a public comment can be answered: a held one is not there for anyone else.
 * The poster's details are kept as posterFields says. A public top-level memorial (the funeral
 * day's wall) is one statement, as a tribute is (add-tribute.ts). A reply, a held memorial and
 * one written from a notification are a transaction that takes the post's lock first:
 * delete-comment.ts counts a thread under that lock, so a reply must not hold its parent's row
 * while it waits for the post's (that order would deadlock with it).
 */
export async function addComment(db: Db, user: User | null, input: AddCommentInput, record: ChangeRecord | null = null): Promise<Comment> {
  const { place, ...poster } = posterFields(user, {
    firstName: input.firstName,
    lastName: input.lastName,
    place: input.currentPlace,
    email: input.email,
    mobileNumber: input.mobileNumber,
  });
  const values = { postId: input.postId, comment: input.comment, ...poster, residence: place };

  if (input.replyingTo === null && input.notificationId === null) {
    const row = { id: crypto.randomUUID(), ...values, parentId: null, childrenLevel: 0 };
    const written = await insertPublicItem(db, comments, row, commentCounts(null), memorialEvent(row), publicOnPost(user, input.comment), record);
    if (written) return written;
  }

  return db.transaction(async (tx) => {
    const post = await lockPostForNewItem(tx, input.postId, user);

    let parent: (Parent & Pick<Comment, "childrenLevel">) | null = null;
    if (input.replyingTo !== null) {
      [parent] = await tx
        .select({ id: comments.id, userId: comments.userId, childrenLevel: comments.childrenLevel })
        .from(comments)
        .where(and(eq(comments.id, input.replyingTo), eq(comments.postId, post.id), eq(comments.status, "public")))
        .limit(1);
      if (!parent) throw notFound(MESSAGES.replyTargetNotFound);
    }

    const status = statusOnPost(user, post, input.comment);
    const [created] = await tx
      .insert(comments)
      .values({ ...values, status, parentId: parent?.id ?? null, childrenLevel: parent ? parent.childrenLevel + 1 : 0 })
      .returning();
    if (status === "public") await publishComment(tx, post, created, parent);
    else await notifyHeld(tx, post);

    if (input.notificationId !== null) {
      if (!user) throw notFound(MESSAGES.notificationNotFound);
      const [marked] = await tx
        .update(notifications)
        .set({ replyId: created.id })
        .where(and(eq(notifications.id, input.notificationId), eq(notifications.userId, user.id), eq(notifications.postId, post.id)))
        .returning({ id: notifications.id });
      if (!marked) throw notFound(MESSAGES.notificationNotFound);
    }
    return created;
  });
}

/**
 * What a comment's becoming public does, written at once or on approval (one place): a
 * top-level memorial raises total_comments and total_parent_comments; a reply raises
 * total_comments and its parent's total_replies (docs/spec.md section 4); then its notification.
 */
export async function publishComment(
  tx: Tx,
  post: { id: string; authorId: string; keeperIds: readonly string[] },
  comment: CommentForEvent,
  parent: Parent | null,
): Promise<void> {
  await adjustPostCounters(tx, post.id, commentCounts(parent));
  if (parent) await adjustTotalReplies(tx, parent.id, 1);

  if (parent?.userId) {
    // A signed-in commenter hears about replies to them; an anonymous one cannot, so the post's keepers do.
    await notify(tx, { type: "reply", recipientId: parent.userId, postId: post.id, commentId: comment.id, repliedOnCommentId: parent.id, ...actorOf(comment) });
  } else if (parent) {
    await notifyKeepers(tx, post, { type: "reply", commentId: comment.id, repliedOnCommentId: parent.id, ...actorOf(comment) });
  } else {
    await notifyKeepers(tx, post, memorialEvent(comment));
  }
}

type CommentForEvent = Pick<Comment, "id" | "userId" | "firstName" | "lastName">;

const commentCounts = (parent: Parent | null) => ({ totalComments: 1, totalParentComments: parent ? 0 : 1 });

const actorOf = (comment: CommentForEvent) => ({ actorId: comment.userId, actorName: { firstname: comment.firstName, lastname: comment.lastName } });

const memorialEvent = (comment: CommentForEvent) => ({ type: "memorial" as const, commentId: comment.id, ...actorOf(comment) });
