import type { RateLimitOptions } from "@fastify/rate-limit";
import { perCaller } from "../lib/route-rate-limit";
import type { Comment, ImageEntry, Notification, Tribute, User } from "../db/schema";
import { isPostKeeper, type KeeperRef } from "./post-policy";
import { isSiteAdmin } from "./report-policy";

/**
 * Who may do what with memorials (comments), tributes, album images, likes and
 * notifications (docs/spec.md section 6, docs/api.md "Delete permissions").
 */

type Viewer = (Pick<User, "id"> & Partial<Pick<User, "role">>) | null;

const isOwnRow = (user: Viewer, row: { userId: string | null }): boolean => user !== null && row.userId !== null && row.userId === user.id;

/**
 * A comment goes away by its signed-in author or by the post's keepers (anonymous comments only
 * by the latter), and by a site admin acting on reports (decision 026).
 */
export const canDeleteComment = (user: Viewer, comment: Pick<Comment, "userId">, post: KeeperRef): boolean =>
  isOwnRow(user, comment) || isPostKeeper(user, post) || isSiteAdmin(user);

export const canDeleteTribute = (user: Viewer, tribute: Pick<Tribute, "userId">, post: KeeperRef): boolean =>
  isOwnRow(user, tribute) || isPostKeeper(user, post) || isSiteAdmin(user);

/** An album entry goes away by its uploader, by the post's keepers, or by a site admin. */
export const canDeleteImageEntry = (user: Viewer, entry: Pick<ImageEntry, "userId">, post: KeeperRef): boolean =>
  isOwnRow(user, entry) || isPostKeeper(user, post) || isSiteAdmin(user);

/** A notification belongs to its recipient alone. */
export const canDeleteNotification = (user: Viewer, notification: Pick<Notification, "userId">): boolean => user !== null && notification.userId === user.id;

/** Nobody is told about their own action. */
export const shouldNotify = (recipientId: string | null, actorId: string | null): recipientId is string => recipientId !== null && recipientId !== actorId;

/**
 * docs/api.md "Limits on abuse": add-comment, add-tribute and report, 30 a minute per caller: the
 * account when signed in, else the client address. Signed-in callers were once not counted;
 * four parallel scripted messages could then hold the server's one thread.
 */
export const POSTING_LIMIT: RateLimitOptions = perCaller({ max: 30, timeWindow: "1 minute" });
