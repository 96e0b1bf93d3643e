import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { doneAnswerSchema } from "@kma/core/answer-shapes";
import { repliesAnswerSchema, wallMessageSchema, wallMessagesAnswerSchema } from "@kma/core/engagement/engagement-answer-shapes";
import { jsonAnswer } from "../../lib/answer-contract";
import { routeRateLimit } from "../../lib/route-rate-limit";
import { currentUser } from "../../plugins/auth";
import { POSTING_LIMIT } from "../../policies/engagement-policy";
import { AS_ITS_POSTER, commentActionsFor } from "../../policies/viewer-actions";
import { sendPublicAnswer } from "../../plugins/answer-contract";
import { SCOPES, invalidates, theMemorialInTheBody } from "../../plugins/public-cache";
import { presentComment } from "../../presenters/comment-presenter";
import { addComment } from "../../services/add-comment";
import { deleteComment } from "../../services/delete-comment";
import { listPostComments, listReplies, type CommentListRow } from "../../services/list-comments";
import { addCommentSchema, deleteCommentSchema, getPostCommentsSchema, getRepliesSchema, toAddCommentInput } from "./comment-request-schemas";

const presentCommentRow = (row: CommentListRow) => presentComment(row.comment, row.commenter, row.children, row.can);

/** Memorials (comments) and their replies (docs/spec.md section 7). */
export async function commentsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/add-comment",
    {
      schema: { body: addCommentSchema, response: jsonAnswer(wallMessageSchema) },
      preHandler: app.optionalUser,
      config: { invalidates: invalidates.soft(SCOPES.lists, theMemorialInTheBody), ...routeRateLimit(app, POSTING_LIMIT) },
    },
    async (request) => {
      const created = await addComment(app.db, request.user, toAddCommentInput(request.user, request.body), app.changeRecordOf(request));
      return presentComment(created, request.user, [], commentActionsFor(request.user, created, AS_ITS_POSTER));
    },
  );

  r.post(
    "/get-post-comments",
    {
      schema: { body: getPostCommentsSchema, response: jsonAnswer(wallMessagesAnswerSchema) },
      preHandler: app.optionalUser,
      config: { invalidates: invalidates.nothingPublic },
    },
    async (request, reply) =>
      sendPublicAnswer(request, reply, async () => {
        const { postId, rows } = await listPostComments(app.db, request.user, request.body.blog_id, request.body.skip);
        return { body: { comments: rows.map(presentCommentRow) }, deps: [SCOPES.post(postId)] };
      }),
  );

  r.post(
    "/get-replies",
    {
      schema: { body: getRepliesSchema, response: jsonAnswer(repliesAnswerSchema) },
      preHandler: app.optionalUser,
      config: { invalidates: invalidates.nothingPublic },
    },
    async (request, reply) =>
      sendPublicAnswer(request, reply, async () => {
        const { postId, rows } = await listReplies(app.db, request.user, request.body._id, request.body.skip);
        return { body: { replies: rows.map(presentCommentRow) }, deps: [SCOPES.post(postId)] };
      }),
  );

  r.post(
    "/delete-comment",
    {
      schema: { body: deleteCommentSchema, response: jsonAnswer(doneAnswerSchema) },
      preHandler: app.requireUser,
      config: { invalidates: invalidates.everything },
    },
    async (request) => {
      await deleteComment(app.db, currentUser(request), request.body._id);
      return { status: "done" as const };
    },
  );
}
