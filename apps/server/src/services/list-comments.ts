import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import { PAGE_SIZES } from "@kma/core/limits";
import type { Db } from "../db/client";
import { comments, posts, users, type User } from "../db/schema";
import { notFound } from "../lib/http-errors";
import { newestFirst } from "../lib/paging";
import { canViewPost } from "../policies/post-policy";
import { commentColumns, posterColumns, type CommentRow, type PosterRow } from "../presenters/comment-presenter";
import { findViewablePost } from "./find-viewable-post";
import { keeperIdsOf } from "./post-keepers";

export type CommentListRow = { comment: CommentRow; commenter: PosterRow | null; children: string[] };
/** A page of a memorial's wall, and the memorial it belongs to (what a cached page depends on). */
export type CommentList = { postId: string; rows: CommentListRow[] };

/**
 * One query for a page: commenters joined, and each comment's direct reply ids (oldest first)
 * gathered by a correlated aggregate over the parent index, never a query per row.
 */
function selectComments(db: Db) {
  return db
    .select({
      comment: commentColumns,
      commenter: posterColumns,
      children: sql<string[]>`coalesce((select json_agg(reply.id order by reply.commented_at, reply.id) from ${comments} reply where reply.parent_id = ${comments.id}), '[]'::json)`,
    })
    .from(comments)
    .leftJoin(users, eq(users.id, comments.userId));
}

/** POST /get-post-comments: top-level memorials, newest first, `skip` already loaded. */
export async function listPostComments(db: Db, viewer: User | null, postRef: string, skip: number): Promise<CommentList> {
  const post = await findViewablePost(db, postRef, viewer);
  return { postId: post.id, rows: await wallPageQuery(db, post.id, skip) };
}

/** A page of a memorial's top-level messages; exposed as a query so tests can EXPLAIN it. */
export function wallPageQuery(db: Db, postId: string, skip: number) {
  return selectComments(db)
    .where(and(eq(comments.postId, postId), isNull(comments.parentId)))
    .orderBy(newestFirst(comments.commentedAt), newestFirst(comments.id))
    .limit(PAGE_SIZES.comments)
    .offset(skip);
}

/** POST /get-replies: direct replies to one comment, oldest first, `skip` already loaded. */
export async function listReplies(db: Db, viewer: User | null, parentId: string, skip: number): Promise<CommentList> {
  const [parent] = await db
    .select({ postId: posts.id, authorId: posts.authorId, draft: posts.draft, keeperIds: keeperIdsOf(posts.id) })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(eq(comments.id, parentId))
    .limit(1);
  if (!parent || !canViewPost(viewer, parent)) throw notFound(MESSAGES.commentNotFound);
  const rows = await selectComments(db)
    .where(eq(comments.parentId, parentId))
    .orderBy(asc(comments.commentedAt), asc(comments.id))
    .limit(PAGE_SIZES.replies)
    .offset(skip);
  return { postId: parent.postId, rows };
}
