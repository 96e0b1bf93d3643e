import { and, asc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import type { ItemActions } from "@kma/core/posts/viewer-actions";
import { PAGE_SIZES } from "@kma/core/limits";
import type { Db } from "../db/client";
import { ShapedStatement } from "../db/shaped-statements";
import { comments, posts, users, type User } from "../db/schema";
import { notFound } from "../lib/http-errors";
import { newestFirst } from "../lib/paging";
import { canViewPost } from "../policies/post-policy";
import { canSeeHiddenItems } from "../policies/report-policy";
import { commentActionsFor } from "../policies/viewer-actions";
import { commentColumns, posterColumns, type CommentRow, type PosterRow } from "../presenters/comment-presenter";
import { findViewablePost } from "./find-viewable-post";
import { listedFor, listedForSql, listedPage, SEEN_BY_ANYONE, withItemActions, type SeenBy } from "./listed-items";
import { keeperIdsOf } from "./post-keepers";
import { shownTo } from "./review-items";

/** `can`: what the viewer may do with the comment, decided here so the route only presents it. */
export type CommentListRow = { comment: CommentRow; commenter: PosterRow | null; children: string[]; can: ItemActions };
/** A page of a memorial's wall, and the memorial it belongs to (what a cached page depends on). */
export type CommentList = { postId: string; rows: CommentListRow[] };

/**
 * One query for a page: commenters joined, and each comment's direct reply ids (oldest first)
 * gathered by a correlated aggregate over the parent index, never a query per row.
 */
function selectComments(db: Db, visibleReplies: SQL = sql`true`) {
  return db
    .select({
      comment: commentColumns,
      /** Who posted it, for `can` only: the answer names a poster by profile, never by id. */
      posterId: comments.userId,
      commenter: posterColumns,
      children: sql<
        string[]
      >`coalesce((select json_agg(reply.id order by reply.commented_at, reply.id) from ${comments} reply where reply.parent_id = ${comments.id} and ${visibleReplies}), '[]'::json)`,
    })
    .from(comments)
    .leftJoin(users, eq(users.id, comments.userId));
}

/** POST /get-post-comments: top-level memorials, newest first, `skip` already loaded. */
export async function listPostComments(db: Db, viewer: User | null, postRef: string, skip: number): Promise<CommentList> {
  const post = await findViewablePost(db, postRef, viewer);
  const rows = await listedPage(anonymousWallPage, db, post.id, skip, { viewer, post }, wallPageQuery);
  return { postId: post.id, rows: withItemActions(rows, viewer, post, commentActionsFor) };
}

/**
 * A page of a memorial's top-level messages; exposed as a query so tests can EXPLAIN it.
 * Without `seenBy` it is the anonymous reader's page (hidden items left out, decision 026).
 */
export function wallPageQuery(db: Db, postId: string, skip: number, seenBy: SeenBy = SEEN_BY_ANYONE) {
  return selectComments(db, listedForSql("reply", seenBy.viewer, seenBy.post))
    .where(and(eq(comments.postId, postId), isNull(comments.parentId), listedFor(comments, seenBy.viewer, seenBy.post)))
    .orderBy(newestFirst(comments.commentedAt), newestFirst(comments.id))
    .limit(PAGE_SIZES.comments)
    .offset(skip);
}

const anonymousWallPage = new ShapedStatement<Awaited<ReturnType<typeof wallPageQuery>>>();

/** POST /get-replies: direct replies to one comment, oldest first, `skip` already loaded. */
export async function listReplies(db: Db, viewer: User | null, parentId: string, skip: number): Promise<CommentList> {
  const [parent] = await db
    .select({
      postId: posts.id,
      authorId: posts.authorId,
      draft: posts.draft,
      keeperIds: keeperIdsOf(posts.id),
      hiddenAt: comments.hiddenAt,
      userId: comments.userId,
    })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(and(eq(comments.id, parentId), shownTo(comments, viewer)))
    .limit(1);
  if (!parent || !canViewPost(viewer, parent)) throw notFound(MESSAGES.commentNotFound);
  // The replies of a message reports have hidden are hidden with it (decision 026).
  const parentVisible = parent.hiddenAt === null || canSeeHiddenItems(viewer, parent) || (viewer !== null && parent.userId === viewer.id);
  if (!parentVisible) throw notFound(MESSAGES.commentNotFound);
  const rows = await selectComments(db, listedForSql("reply", viewer, parent))
    .where(and(eq(comments.parentId, parentId), listedFor(comments, viewer, parent)))
    .orderBy(asc(comments.commentedAt), asc(comments.id))
    .limit(PAGE_SIZES.replies)
    .offset(skip);
  return { postId: parent.postId, rows: withItemActions(rows, viewer, parent, commentActionsFor) };
}
