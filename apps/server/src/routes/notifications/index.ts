import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { newNotificationAnswerSchema } from "@kma/core/notifications/notification-answer-shapes";
import { jsonAnswer } from "../../lib/answer-contract";
import { currentUser } from "../../plugins/auth";
import { hasUnseenNotifications } from "../../services/unseen-notifications";

/** Notifications (docs/spec.md section 7). */
export async function notificationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get("/new-notification", { schema: { response: jsonAnswer(newNotificationAnswerSchema) }, preHandler: app.requireUser }, async (request) => ({
    new_notification_available: await hasUnseenNotifications(app.db, currentUser(request).id),
  }));
}
