import type { User } from "../db/schema";
import { isPostKeeper, type KeeperRef } from "./post-policy";

/**
 * Reports and the site operators (decision 026). A report of a message, tribute or
 * photo goes to its memorial's keepers; a report of a memorial goes to the site's admins (the
 * keepers are the family who wrote it). Admins may act on every report.
 */

type Viewer = (Pick<User, "id"> & Partial<Pick<User, "role">>) | null;

/** The `admin` role is given only by `npm run make-admin` (never by an API call). */
export const isSiteAdmin = (user: Viewer): boolean => user !== null && user.role === "admin";

/** Who sees an item that reports have hidden, besides its own author: the keepers and the admins. */
export const canSeeHiddenItems = (user: Viewer, post: KeeperRef): boolean => isPostKeeper(user, post) || isSiteAdmin(user);

/** Who lists a memorial's reports and keeps or deletes its reported items. */
export const canReviewReports = (user: Viewer, post: KeeperRef, targetType: "post" | "comment" | "tribute" | "image"): boolean =>
  targetType === "post" ? isSiteAdmin(user) : isPostKeeper(user, post) || isSiteAdmin(user);
