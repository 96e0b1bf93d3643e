import { and, count, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { NotificationFilter } from "@kma/core/enums";
import { PAGE_SIZES } from "@kma/core/limits";
import type { Db } from "../db/client";
import { comments, imageEntries, notifications, posts, tributes, users } from "../db/schema";
import type { NotificationListRow } from "../presenters/notification-presenter";
import { heldCountOf } from "./review-items";

const commentRef = alias(comments, "notified_comment");
const replyRef = alias(comments, "notified_reply");
const repliedOnRef = alias(comments, "notified_replied_on");

/**
 * The user's notifications about posts they may see: a post made a draft again after someone
 * replied on it exists only for its author (docs/api.md), so the other recipients stop seeing it.
 * Needs `posts` joined on the notification's post.
 */
export function visibleTo(userId: string): SQL {
  return and(eq(notifications.userId, userId), or(eq(posts.draft, false), eq(posts.authorId, userId))) as SQL;
}

function forUser(userId: string, filter: NotificationFilter): SQL {
  const mine = visibleTo(userId);
  return filter === "all" ? mine : (and(mine, eq(notifications.type, filter)) as SQL);
}

/**
 * POST /notifications: one page, newest first, with the actor, post, comments, tribute and
 * image joined in ONE query; then the page is marked seen (docs/api.md). The rows keep the `seen`
 * they had before. `deletedDocCount` (entries deleted on screen) pulls the offset back so no
 * entry is skipped.
 */
export async function listNotifications(
  db: Db,
  userId: string,
  { filter, page, deletedDocCount }: { filter: NotificationFilter; page: number; deletedDocCount: number },
): Promise<NotificationListRow[]> {
  const offset = Math.max(0, (page - 1) * PAGE_SIZES.notifications - deletedDocCount);
  const rows = await db
    .select({
      notification: {
        id: notifications.id,
        type: notifications.type,
        seen: notifications.seen,
        createdAt: notifications.createdAt,
        actorName: notifications.actorName,
      },
      actor: { username: users.username, fullname: users.fullname, profileImg: users.profileImg },
      blog: { id: posts.id, blogId: posts.blogId, title: posts.title, firstname: posts.firstname, lastname: posts.lastname, authorId: posts.authorId },
      recipientId: notifications.userId,
      comment: { id: commentRef.id, comment: commentRef.comment },
      reply: { id: replyRef.id, comment: replyRef.comment },
      repliedOnComment: { id: repliedOnRef.id, comment: repliedOnRef.comment },
      tribute: { id: tributes.id, tribute: tributes.tribute },
      image: { id: imageEntries.id, images: imageEntries.images },
      // A 'review' notification quotes nothing: it counts the items waiting, when read (decision 024).
      heldCount: sql<number | null>`case when ${notifications.type} = 'review' then ${heldCountOf(posts.id)} end`,
    })
    .from(notifications)
    .innerJoin(posts, eq(posts.id, notifications.postId))
    .leftJoin(users, eq(users.id, notifications.actorId))
    .leftJoin(commentRef, eq(commentRef.id, notifications.commentId))
    .leftJoin(replyRef, eq(replyRef.id, notifications.replyId))
    .leftJoin(repliedOnRef, eq(repliedOnRef.id, notifications.repliedOnCommentId))
    .leftJoin(tributes, eq(tributes.id, notifications.tributeId))
    .leftJoin(imageEntries, eq(imageEntries.id, notifications.imageId))
    .where(forUser(userId, filter))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(PAGE_SIZES.notifications)
    .offset(offset);

  const unseen = rows.filter((row) => !row.notification.seen).map((row) => row.notification.id);
  if (unseen.length > 0) await db.update(notifications).set({ seen: true }).where(inArray(notifications.id, unseen));
  return rows;
}

/** POST /all-notifications-count. */
export async function countNotifications(db: Db, userId: string, filter: NotificationFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(notifications).innerJoin(posts, eq(posts.id, notifications.postId)).where(forUser(userId, filter));
  return row.total;
}
