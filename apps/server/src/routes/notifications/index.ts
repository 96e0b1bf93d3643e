import type { FastifyInstance } from "fastify";
import { currentUser } from "../../plugins/auth";
import { hasUnseenNotifications } from "../../services/unseen-notifications";

/** Notifications (docs/spec.md section 7). */
export async function notificationsRoutes(app: FastifyInstance) {
  app.get("/new-notification", { preHandler: app.requireUser }, async (request) => ({
    new_notification_available: await hasUnseenNotifications(app.db, currentUser(request).id),
  }));
}
