import { and, eq } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import type { Db } from "../db/client";
import { comments, notifications, type Comment, type User } from "../db/schema";
import { notFound } from "../lib/http-errors";
import { splitFullname } from "../lib/names";
import { bumpPublishedPost, increment } from "./post-counters";
import { notify, notifyKeepers } from "./notify";

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

/**
 * POST /add-comment: a memorial or a reply, its counters and its notification, in one
 * transaction. A top-level memorial raises total_comments and total_parent_comments; a reply
 * raises total_comments and its parent's total_replies (SPEC.md section 4).
 * A signed-in poster's missing name and place come from their account; their e-mail and
 * mobile number are not kept (the account has them).
 */
export async function addComment(db: Db, user: User | null, input: AddCommentInput): Promise<Comment> {
  const account = user ? { ...splitFullname(user.fullname), residence: user.residence } : null;
  const values = {
    postId: input.postId,
    userId: user?.id ?? null,
    comment: input.comment,
    firstName: input.firstName || account?.firstname || "",
    lastName: input.lastName || account?.lastname || "",
    residence: input.currentPlace || account?.residence || "",
    email: user ? "" : input.email,
    mobileNumber: user ? "" : input.mobileNumber,
  };
  const isReply = input.replyingTo !== null;

  return db.transaction(async (tx) => {
    const post = await bumpPublishedPost(tx, input.postId, { totalComments: 1, totalParentComments: isReply ? 0 : 1 });

    let parent: Pick<Comment, "id" | "userId" | "childrenLevel"> | null = null;
    if (input.replyingTo !== null) {
      [parent] = await tx
        .update(comments)
        .set({ totalReplies: increment(comments.totalReplies, 1) })
        .where(and(eq(comments.id, input.replyingTo), eq(comments.postId, post.id)))
        .returning({ id: comments.id, userId: comments.userId, childrenLevel: comments.childrenLevel });
      if (!parent) throw notFound(MESSAGES.replyTargetNotFound);
    }

    const [created] = await tx
      .insert(comments)
      .values({ ...values, parentId: parent?.id ?? null, childrenLevel: parent ? parent.childrenLevel + 1 : 0 })
      .returning();

    const actor = { actorId: values.userId, actorName: { firstname: values.firstName, lastname: values.lastName } };
    if (parent?.userId) {
      // A signed-in commenter hears about replies to them; an anonymous one cannot, so the post's keepers do.
      await notify(tx, { type: "reply", recipientId: parent.userId, postId: post.id, commentId: created.id, repliedOnCommentId: parent.id, ...actor });
    } else if (parent) {
      await notifyKeepers(tx, post, { type: "reply", commentId: created.id, repliedOnCommentId: parent.id, ...actor });
    } else {
      await notifyKeepers(tx, post, { type: "memorial", commentId: created.id, ...actor });
    }

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
