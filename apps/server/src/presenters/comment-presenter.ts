import type { Poster, WallMessage } from "@kma/core/engagement/engagement-answer-shapes";
import type { ItemActions } from "@kma/core/posts/viewer-actions";
import { comments, users, type Comment, type User } from "../db/schema";

/**
 * Memorial (comment) rows -> the comment object of docs/spec.md section 3, shaped as packages/core's
 * engagement-answer-shapes.ts says (decision 040). The commenter's e-mail and mobile number never
 * leave the server: they are kept for the post's family only.
 */

/** The public profile fields a memorial, reply or tribute carries about a signed-in poster; select them with a left join. */
export const posterColumns = {
  username: users.username,
  profileImg: users.profileImg,
  fullname: users.fullname,
  residence: users.residence,
};
export type PosterRow = Pick<User, keyof typeof posterColumns>;

export const commentColumns = {
  id: comments.id,
  postId: comments.postId,
  parentId: comments.parentId,
  comment: comments.comment,
  firstName: comments.firstName,
  lastName: comments.lastName,
  residence: comments.residence,
  childrenLevel: comments.childrenLevel,
  status: comments.status,
  commentedAt: comments.commentedAt,
  hiddenAt: comments.hiddenAt,
};
export type CommentRow = Pick<Comment, keyof typeof commentColumns>;

/**
 * `hidden: true` on an item reports have hidden (decision 026), which only its author, the
 * keepers and the admins are ever sent; the key is absent otherwise, so public shapes stay as docs/api.md has them.
 */
export const hiddenFlag = (row: { hiddenAt?: Date | null }) => (row.hiddenAt ? { hidden: true as const } : {});

export function presentPoster(poster: PosterRow | null): Poster {
  if (!poster) return null;
  return {
    personal_info: { username: poster.username, profile_img: poster.profileImg, fullname: poster.fullname, residence: poster.residence },
  };
}

/**
 * `children` are the ids of the direct replies, oldest first (the client shows children.length as
 * the reply count). `can`: what the viewer may do with it (policies/viewer-actions.ts).
 */
export function presentComment(
  row: Omit<CommentRow, "hiddenAt"> & { hiddenAt?: Date | null },
  commenter: PosterRow | null,
  children: string[],
  can: ItemActions,
): WallMessage {
  return {
    _id: row.id,
    comment: row.comment,
    commentedAt: row.commentedAt.toISOString(),
    commenter_first_name: row.firstName,
    commenter_last_name: row.lastName,
    commenter_residence: row.residence,
    commented_by: presentPoster(commenter),
    children,
    childrenLevel: row.childrenLevel,
    parent: row.parentId,
    blog_id: row.postId,
    ...hiddenFlag(row),
    /** 'held' only ever reaches the item's own author (and the add call's answer): decision 024. */
    status: row.status,
    can,
  };
}
