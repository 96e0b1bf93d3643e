import { eq, inArray, sql } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import type { Db } from "../db/client";
import { comments, notifications, posts, type User } from "../db/schema";
import { forbidden, notFound } from "../lib/http-errors";
import { canDeleteComment } from "../policies/engagement-policy";
import { adjustPostCounters, adjustTotalReplies } from "./post-counters";
import { keeperIdsOf } from "./post-keepers";

/**
 * POST /delete-comment: the comment with all its replies (the foreign key cascades), and the
 * counters, in one transaction: total_comments loses the whole subtree, total_parent_comments
 * 1 for a top-level memorial, the parent's total_replies 1 for a reply. Notifications about
 * any of those comments go with them (cascade); a notification that merely recorded one as
 * its recipient's answer keeps existing without it.
 */
export async function deleteComment(db: Db, user: User, commentId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ comment: { id: comments.id, userId: comments.userId, parentId: comments.parentId }, post: { id: posts.id, authorId: posts.authorId, keeperIds: keeperIdsOf(posts.id) } })
      .from(comments)
      .innerJoin(posts, eq(posts.id, comments.postId))
      .where(eq(comments.id, commentId))
      .limit(1);
    if (!found) throw notFound(MESSAGES.commentNotFound);
    if (!canDeleteComment(user, found.comment, found.post)) throw forbidden(MESSAGES.forbidden);

    // add-comment updates the post row first, so holding it here means no reply can join the
    // subtree between counting it and deleting it.
    await tx.select({ id: posts.id }).from(posts).where(eq(posts.id, found.post.id)).for("no key update");

    // Both drivers (node-postgres and PGlite) answer a raw query with `{ rows }`; Db's generic result type does not say so.
    const subtree = (await tx.execute(sql`
      with recursive subtree as (
        select id from ${comments} where id = ${commentId}
        union all
        select c.id from ${comments} c join subtree s on c.parent_id = s.id
      )
      select id::text as id from subtree`)) as unknown as { rows: Array<{ id: string }> };
    const ids = subtree.rows.map((row) => row.id);
    if (ids.length === 0) throw notFound(MESSAGES.commentNotFound); // deleted by a concurrent request

    await tx.update(notifications).set({ replyId: null }).where(inArray(notifications.replyId, ids));
    await tx.delete(comments).where(eq(comments.id, commentId));
    const isReply = found.comment.parentId !== null;
    await adjustPostCounters(tx, found.post.id, { totalComments: -ids.length, totalParentComments: isReply ? 0 : -1 });
    if (found.comment.parentId !== null) await adjustTotalReplies(tx, found.comment.parentId, -1);
  });
}
