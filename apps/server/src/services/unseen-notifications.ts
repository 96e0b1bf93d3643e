import { and, eq } from "drizzle-orm";
import { notifications, posts } from "../db/schema";
import type { Db, Tx } from "../db/client";
import { visibleTo } from "./list-notifications";

/**
 * new_notification_available: one indexed probe (notifications_unseen_idx is partial on
 * seen = false), counting only what POST /notifications would show.
 */
export async function hasUnseenNotifications(db: Db | Tx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .innerJoin(posts, eq(posts.id, notifications.postId))
    .where(and(visibleTo(userId), eq(notifications.seen, false)))
    .limit(1);
  return row !== undefined;
}
