import type { User } from "../db/schema";
import { isPostAuthor, isPostKeeper, type KeeperRef } from "./post-policy";

/**
 * Who may do what with a memorial's keepers (decision 025). The author alone
 * invites, revokes invitations and removes co-keepers: a co-keeper cannot widen or narrow the
 * circle the author chose. A co-keeper may leave; nobody removes the author.
 */

type Viewer = Pick<User, "id"> | null;

/** The keepers panel (who keeps it): its keepers. */
export const canSeeKeepers = (user: Viewer, post: KeeperRef): boolean => isPostKeeper(user, post);

/** Inviting, and seeing or revoking pending invitations (they carry e-mail addresses): the author. */
export const canInviteKeepers = (user: Viewer, post: KeeperRef): boolean => isPostAuthor(user, post);

/** Removing co-keeper `keeperId`: the author, or that co-keeper leaving. */
export const canRemoveKeeper = (user: Viewer, post: KeeperRef, keeperId: string): boolean =>
  isPostAuthor(user, post) || (user !== null && user.id === keeperId && post.keeperIds.includes(keeperId));
