import type { Post, User } from "../db/schema";

/** Who may do what with a memorial post (API.md "Behaviour the spec does not show"). */

type Viewer = Pick<User, "id"> | null;
type PostRef = Pick<Post, "authorId" | "draft">;

export const isPostAuthor = (user: Viewer, post: Pick<Post, "authorId">): boolean => user !== null && user.id === post.authorId;

/** Published posts are public; a draft exists only for its author (anyone else gets a 404). */
export const canViewPost = (user: Viewer, post: PostRef): boolean => !post.draft || isPostAuthor(user, post);

/** Editing, publishing, unpublishing and the edit-mode load: the author only. */
export const canEditPost = (user: Viewer, post: Pick<Post, "authorId">): boolean => isPostAuthor(user, post);

/** Deleting a post (with everything hanging off it): the author only. */
export const canDeletePost = (user: Viewer, post: Pick<Post, "authorId">): boolean => isPostAuthor(user, post);
