import type { PhoneVisibility } from "@kma/core/enums";
import type { Post, User } from "../db/schema";

/**
 * Who may do what with a memorial post (docs/api.md "Behaviour the spec does not show"; co-keepers share the author's powers).
 * Its keepers are its author and the co-keepers the author invited: they edit it and review
 * on it. Only the author deletes it (or removes a keeper).
 */

type Viewer = (Pick<User, "id"> & Partial<Pick<User, "role">>) | null;
/** A post as the policies need it: its author and its co-keepers (`keeperIdsOf` loads them). */
export type KeeperRef = Pick<Post, "authorId"> & { keeperIds: readonly string[] };

export const isPostAuthor = (user: Viewer, post: Pick<Post, "authorId">): boolean => user !== null && user.id === post.authorId;

/** The author or a co-keeper. */
export const isPostKeeper = (user: Viewer, post: KeeperRef): boolean => user !== null && (user.id === post.authorId || post.keeperIds.includes(user.id));

/** Published posts are public; a draft exists only for its keepers (anyone else gets a 404). */
export const canViewPost = (user: Viewer, post: KeeperRef & Pick<Post, "draft">): boolean => !post.draft || isPostKeeper(user, post);

/** Editing, publishing, unpublishing and the edit-mode load: the keepers. */
export const canEditPost = (user: Viewer, post: KeeperRef): boolean => isPostKeeper(user, post);

/**
 * Family phone numbers (decision 020): the keepers read every number (they edit them); anyone
 * else gets none in get-post, and a signed-in visitor reveals one at a time with
 * POST /api/reveal-phone-number, unless the family chose 'hidden' for it.
 */
export const canReadAllPhoneNumbers = (user: Viewer, post: KeeperRef): boolean => isPostKeeper(user, post);

/** Revealing one number: signed in, and the number is not hidden (the keepers may always). */
export const canRevealPhoneNumber = (user: Viewer, post: KeeperRef, visibility: PhoneVisibility | undefined): boolean =>
  user !== null && (canReadAllPhoneNumbers(user, post) || visibility !== "hidden");

/**
 * Deleting a post (with everything hanging off it): the author only, never a co-keeper; and a
 * site admin acting on reports of it (decision 026).
 */
export const canDeletePost = (user: Viewer, post: Pick<Post, "authorId">): boolean => isPostAuthor(user, post) || (user !== null && user.role === "admin");

/**
 * Review before public (decision 024): listing held items, approving, rejecting, trusting a
 * person and choosing the memorial's setting. The keepers, read afresh on every call.
 */
export const canReviewOnPost = (user: Viewer, post: KeeperRef): boolean => isPostKeeper(user, post);
