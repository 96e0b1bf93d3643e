import { eq } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import type { Db } from "../db/client";
import { notifications, type User } from "../db/schema";
import { forbidden, notFound } from "../lib/http-errors";
import { canDeleteNotification } from "../policies/engagement-policy";

/** POST /delete-notification: only its recipient may remove it. */
export async function deleteNotification(db: Db, user: User, notificationId: string): Promise<void> {
  const [found] = await db.select({ userId: notifications.userId }).from(notifications).where(eq(notifications.id, notificationId)).limit(1);
  if (!found) throw notFound(MESSAGES.notificationNotFound);
  if (!canDeleteNotification(user, found)) throw forbidden(MESSAGES.forbidden);
  await db.delete(notifications).where(eq(notifications.id, notificationId));
}
