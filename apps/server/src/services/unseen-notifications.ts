import { and, eq } from "drizzle-orm";
import { notifications } from "../db/schema";
import type { Db, Tx } from "../db/client";

/** new_notification_available: one indexed probe (notifications_unseen_idx is partial on seen = false). */
export async function hasUnseenNotifications(db: Db | Tx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.seen, false)))
    .limit(1);
  return row !== undefined;
}
