import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { doneAnswerSchema, totalDocsAnswerSchema } from "@kma/core/answer-shapes";
import { NOTIFICATION_FILTERS } from "@kma/core/enums";
import { notificationsAnswerSchema } from "@kma/core/notifications/notification-answer-shapes";
import { jsonAnswer } from "../../lib/answer-contract";
import { currentUser } from "../../plugins/auth";
import { invalidates } from "../../plugins/public-cache";
import { presentNotification } from "../../presenters/notification-presenter";
import { deleteNotification } from "../../services/delete-notification";
import { countNotifications, listNotifications } from "../../services/list-notifications";

const filterField = z.enum(NOTIFICATION_FILTERS).default("all");
const notificationsSchema = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  filter: filterField,
  deletedDocCount: z.number().int().min(0).max(1_000_000).default(0),
});
const countSchema = z.object({ filter: filterField });
const deleteSchema = z.object({ _id: z.guid() });

/** The notifications screen's calls (docs/spec.md section 7; GET /new-notification lives in index.ts). */
export async function notificationListRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/notifications",
    {
      schema: { body: notificationsSchema, response: jsonAnswer(notificationsAnswerSchema) },
      preHandler: app.requireUser,
      config: { invalidates: invalidates.nothingPublic },
    },
    async (request) => {
      const rows = await listNotifications(app.db, currentUser(request).id, request.body);
      return { notifications: rows.map(presentNotification) };
    },
  );

  r.post(
    "/all-notifications-count",
    {
      schema: { body: countSchema, response: jsonAnswer(totalDocsAnswerSchema) },
      preHandler: app.requireUser,
      config: { invalidates: invalidates.nothingPublic },
    },
    async (request) => ({
      totalDocs: await countNotifications(app.db, currentUser(request).id, request.body.filter),
    }),
  );

  r.post(
    "/delete-notification",
    { schema: { body: deleteSchema, response: jsonAnswer(doneAnswerSchema) }, preHandler: app.requireUser, config: { invalidates: invalidates.nothingPublic } },
    async (request) => {
      await deleteNotification(app.db, currentUser(request), request.body._id);
      return { status: "done" as const };
    },
  );
}
