import { eq, inArray, sql } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import type { Db } from "../db/client";
import { comments, notifications, posts, type User } from "../db/schema";
import { forbidden, notFound } from "../lib/http-errors";
import { canDeleteComment } from "../policies/engagement-policy";
import { adjustPostCounters, adjustTotalReplies } from "./post-counters";
import { keeperIdsOf } from "./post-keepers";
import { settleReviewNotifications } from "./review-items";

/**
 * POST /delete-comment: the comment with all its replies (the foreign key cascades), and the
 * counters, in one transaction: total_comments loses the whole subtree, total_parent_comments
 * 1 for a top-level memorial, the parent's total_replies 1 for a reply. Notifications about
 * any of those comments go with them (cascade); a notification that merely recorded one as
 * its recipient's answer keeps existing without it. A held comment (or held reply in the
 * subtree) was never counted, so it takes nothing off (decision 024); its author may delete it.
 */
export async function deleteComment(db: Db, user: User, commentId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        comment: { id: comments.id, userId: comments.userId, parentId: comments.parentId, status: comments.status },
        post: { id: posts.id, authorId: posts.authorId, keeperIds: keeperIdsOf(posts.id) },
      })
      .from(comments)
      .innerJoin(posts, eq(posts.id, comments.postId))
      .where(eq(comments.id, commentId))
      .limit(1);
    if (!found) throw notFound(MESSAGES.commentNotFound);
    if (!canDeleteComment(user, found.comment, found.post)) throw forbidden(MESSAGES.forbidden);

    // add-comment locks the post row before it reads a reply's parent, so holding it here means
    // no reply can join the subtree between counting it and deleting it. (A new top-level
    // memorial, written in one statement that locks the post last, joins no subtree.)
    await tx.select({ id: posts.id }).from(posts).where(eq(posts.id, found.post.id)).for("no key update");

    // Both drivers (node-postgres and PGlite) answer a raw query with `{ rows }`; Db's generic result type does not say so.
    const subtree = (await tx.execute(sql`
      with recursive subtree as (
        select id from ${comments} where id = ${commentId}
        union all
        select c.id from ${comments} c join subtree s on c.parent_id = s.id
      )
      select subtree.id::text as id, c.status from subtree join ${comments} c on c.id = subtree.id`)) as unknown as {
      rows: Array<{ id: string; status: string }>;
    };
    const ids = subtree.rows.map((row) => row.id);
    if (ids.length === 0) throw notFound(MESSAGES.commentNotFound); // deleted by a concurrent request
    // Held comments were never counted (decision 024): only the public ones come off.
    const publicCount = subtree.rows.filter((row) => row.status === "public").length;
    const wasPublic = found.comment.status === "public";

    await tx.update(notifications).set({ replyId: null }).where(inArray(notifications.replyId, ids));
    await tx.delete(comments).where(eq(comments.id, commentId));
    const isReply = found.comment.parentId !== null;
    await adjustPostCounters(tx, found.post.id, { totalComments: -publicCount, totalParentComments: isReply || !wasPublic ? 0 : -1 });
    if (found.comment.parentId !== null && wasPublic) await adjustTotalReplies(tx, found.comment.parentId, -1);
    if (publicCount < ids.length) await settleReviewNotifications(tx, found.post.id);
  });
}
