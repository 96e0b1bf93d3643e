import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { isLikedAnswerSchema, likeAnswerSchema } from "@kma/core/engagement/engagement-answer-shapes";
import { jsonAnswer } from "../../lib/answer-contract";
import { currentUser } from "../../plugins/auth";
import { SCOPES, invalidates, theMemorialsLikesInTheBody } from "../../plugins/public-cache";
import { isLikedByUser, toggleLike } from "../../services/toggle-like";

const isLikedSchema = z.object({ _id: z.guid() });
/** `isLikedByUser` is what the client showed; the server decides from its own rows (docs/api.md). */
const likePostSchema = z.object({ _id: z.guid(), isLikedByUser: z.boolean().optional() });

/** Likes ("tribute as flower", docs/spec.md section 7). */
export async function likesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/isliked-by-user",
    {
      schema: { body: isLikedSchema, response: jsonAnswer(isLikedAnswerSchema) },
      preHandler: app.requireUser,
      config: { invalidates: invalidates.nothingPublic },
    },
    async (request) => ({
      result: await isLikedByUser(app.db, currentUser(request), request.body._id),
    }),
  );

  r.post(
    "/like-post",
    {
      schema: { body: likePostSchema, response: jsonAnswer(likeAnswerSchema) },
      preHandler: app.requireUser,
      config: { invalidates: invalidates.soft(SCOPES.lists, theMemorialsLikesInTheBody) },
    },
    async (request) => ({
      liked_by_user: await toggleLike(app.db, currentUser(request), request.body._id, app.changeRecordOf(request)),
    }),
  );
}
