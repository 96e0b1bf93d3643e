import type { ItemActions, PostActions } from "@kma/core/posts/viewer-actions";
import type { Comment, ImageEntry, Tribute, User } from "../db/schema";
import { canDeleteComment, canDeleteImageEntry, canDeleteTribute } from "./engagement-policy";
import { canInviteKeepers, canSeeKeepers } from "./keeper-policy";
import { canDeletePost, canEditPost, canReadAllPhoneNumbers, canReviewOnPost, type KeeperRef } from "./post-policy";

/**
 * The `can` flags of the answers (docs/api.md "What the viewer may do"), made from the very
 * functions the write routes call, so a flag and the route it stands for never disagree. Every
 * flag is false for a signed-out viewer: each of these functions refuses `null`.
 */

type Viewer = (Pick<User, "id"> & Partial<Pick<User, "role">>) | null;

export const postActionsFor = (user: Viewer, post: KeeperRef): PostActions => ({
  edit: canEditPost(user, post),
  delete: canDeletePost(user, post),
  see_keepers: canSeeKeepers(user, post),
  manage_keepers: canInviteKeepers(user, post),
  review: canReviewOnPost(user, post),
  read_phone_numbers: canReadAllPhoneNumbers(user, post),
});

export const commentActionsFor = (user: Viewer, comment: Pick<Comment, "userId">, post: KeeperRef): ItemActions => ({
  delete: canDeleteComment(user, comment, post),
});

export const tributeActionsFor = (user: Viewer, tribute: Pick<Tribute, "userId">, post: KeeperRef): ItemActions => ({
  delete: canDeleteTribute(user, tribute, post),
});

export const imageEntryActionsFor = (user: Viewer, entry: Pick<ImageEntry, "userId">, post: KeeperRef): ItemActions => ({
  delete: canDeleteImageEntry(user, entry, post),
});

/**
 * For an item in the answer to the call that just posted it, in place of its memorial's keepers:
 * the poster's own right to delete it never depends on who keeps the memorial, so none are
 * loaded for it (an anonymous poster has no account to prove it is theirs, and gets false).
 */
export const AS_ITS_POSTER: KeeperRef = Object.freeze({ authorId: "", keeperIds: [] });
