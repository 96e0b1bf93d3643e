import crypto from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { doneAnswerSchema } from "@kma/core/answer-shapes";
import { reportAnswerSchema, reportedItemsAnswerSchema } from "@kma/core/reports/report-answer-shapes";
import { reportActionSchema, reportBodySchema, reportListSchema } from "@kma/core/reports/report-schemas";
import { jsonAnswer } from "../../lib/answer-contract";
import { routeRateLimit } from "../../lib/route-rate-limit";
import { loadOrCreateSecret } from "../../lib/secret";
import { currentUser } from "../../plugins/auth";
import { SCOPES, invalidates } from "../../plugins/public-cache";
import { POSTING_LIMIT } from "../../policies/engagement-policy";
import { presentReportedItem } from "../../presenters/report-presenter";
import { reportItem } from "../../services/report-item";
import { actOnReportedItem, listKeeperReports, listSiteReports } from "../../services/review-reports";

/** Reports of memorials, messages, tributes and photos, and what keepers and admins do with them (decision 026). */
export async function reportsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Keyed with the server's secret so the stored hash of an anonymous visitor's address cannot be reversed by trying every address.
  const secret = loadOrCreateSecret(app.config.dataDir, app.config.jwtSecret);
  const reporterKey = (request: FastifyRequest) =>
    request.user ? `u:${request.user.id}` : `a:${crypto.createHmac("sha256", secret).update(`report:${request.ip}`).digest("base64url")}`;

  // A report hides a message only at its threshold, and the handler names the memorial then.
  r.post(
    "/report",
    {
      schema: { body: reportBodySchema, response: jsonAnswer(reportAnswerSchema) },
      preHandler: app.optionalUser,
      config: { invalidates: invalidates.asTheHandlerSays, ...routeRateLimit(app, POSTING_LIMIT) },
    },
    async (request) => {
      const { recorded, hidOnPostId } = await reportItem(app.db, request.user, reporterKey(request), request.body);
      if (hidOnPostId) request.changedPublicScopes = [SCOPES.lists, SCOPES.post(hidOnPostId)];
      return { status: "done" as const, already_reported: !recorded };
    },
  );

  // Lists of reports for keepers and admins: nothing in them is public.
  r.post(
    "/reports",
    {
      schema: { body: reportListSchema, response: jsonAnswer(reportedItemsAnswerSchema) },
      preHandler: app.requireUser,
      config: { invalidates: invalidates.nothingPublic },
    },
    async (request) => {
      const rows = await listKeeperReports(app, currentUser(request), request.body.skip);
      return { items: rows.map(presentReportedItem) };
    },
  );

  r.post(
    "/report-action",
    {
      schema: { body: reportActionSchema, response: jsonAnswer(doneAnswerSchema) },
      preHandler: app.requireUser,
      config: { invalidates: invalidates.asTheHandlerSays },
    },
    async (request) => {
      const { target_type, target_id, action } = request.body;
      const { postId } = await actOnReportedItem(app, currentUser(request), target_type, target_id, action);
      // A memorial hidden, shown again or deleted also changes its author's profile count.
      request.changedPublicScopes = [SCOPES.lists, SCOPES.post(postId), ...(target_type === "post" ? [SCOPES.people] : [])];
      return { status: "done" as const };
    },
  );

  r.post(
    "/admin/reports",
    {
      schema: { body: reportListSchema, response: jsonAnswer(reportedItemsAnswerSchema) },
      preHandler: app.requireUser,
      config: { invalidates: invalidates.nothingPublic },
    },
    async (request) => {
      const rows = await listSiteReports(app, currentUser(request), request.body.skip);
      return { items: rows.map(presentReportedItem) };
    },
  );
}
