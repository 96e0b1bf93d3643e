import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { doneAnswerSchema } from "@kma/core/answer-shapes";
import { tributeSchema, tributesAnswerSchema } from "@kma/core/engagement/engagement-answer-shapes";
import { checkTribute } from "@kma/core/engagement/engagement-schemas";
import { jsonAnswer } from "../../lib/answer-contract";
import { assertValid } from "../../lib/http-errors";
import { routeRateLimit } from "../../lib/route-rate-limit";
import { currentUser } from "../../plugins/auth";
import { POSTING_LIMIT } from "../../policies/engagement-policy";
import { AS_ITS_POSTER, tributeActionsFor } from "../../policies/viewer-actions";
import { sendPublicAnswer } from "../../plugins/answer-contract";
import { SCOPES, invalidates, theMemorialInTheBody } from "../../plugins/public-cache";
import { presentTribute } from "../../presenters/tribute-presenter";
import { addTribute } from "../../services/add-tribute";
import { deleteTribute } from "../../services/delete-tribute";
import { listPostTributes } from "../../services/list-tributes";
import { addTributeSchema, deleteTributeSchema, getPostTributesSchema } from "./tribute-request-schemas";

/** Tributes (docs/spec.md section 7). */
export async function tributesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/add-tribute",
    {
      schema: { body: addTributeSchema, response: jsonAnswer(tributeSchema) },
      preHandler: app.optionalUser,
      config: { invalidates: invalidates.soft(SCOPES.lists, theMemorialInTheBody), ...routeRateLimit(app, POSTING_LIMIT) },
    },
    async (request) => {
      // Anonymous: every visitor field (docs/spec.md section 5); signed in: only the text.
      assertValid(checkTribute(request.body.tributesObj, { signedIn: request.user !== null }));
      const created = await addTribute(app.db, request.user, request.body._id, request.body.tributesObj, app.changeRecordOf(request));
      return presentTribute(created, request.user, tributeActionsFor(request.user, created, AS_ITS_POSTER));
    },
  );

  r.post(
    "/get-post-tributes",
    {
      schema: { body: getPostTributesSchema, response: jsonAnswer(tributesAnswerSchema) },
      preHandler: app.optionalUser,
      config: { invalidates: invalidates.nothingPublic },
    },
    async (request, reply) =>
      sendPublicAnswer(request, reply, async () => {
        const { postId, rows } = await listPostTributes(app.db, request.user, request.body.blog_id, request.body.skip);
        return { body: { tributes: rows.map((row) => presentTribute(row.tribute, row.tributer, row.can)) }, deps: [SCOPES.post(postId)] };
      }),
  );

  r.post(
    "/delete-tribute",
    {
      schema: { body: deleteTributeSchema, response: jsonAnswer(doneAnswerSchema) },
      preHandler: app.requireUser,
      config: { invalidates: invalidates.everything },
    },
    async (request) => {
      await deleteTribute(app.db, currentUser(request), request.body._id);
      return { status: "done" as const };
    },
  );
}
