import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { doneAnswerSchema, totalDocsAnswerSchema } from "@kma/core/answer-shapes";
import { MESSAGES } from "@kma/core/messages";
import { createPostAnswerSchema, getPostAnswerSchema, ownPostCardsAnswerSchema, revealPhoneNumberAnswerSchema } from "@kma/core/posts/post-answer-shapes";
import { createPostSchema } from "@kma/core/posts/post-schemas";
import { currentUser } from "../../plugins/auth";
import { invalidates } from "../../plugins/public-cache";
import { jsonAnswer } from "../../lib/answer-contract";
import { HttpError, forbidden, notFound } from "../../lib/http-errors";
import { routeRateLimit } from "../../lib/route-rate-limit";
import { canEditPost, canReadAllPhoneNumbers, canViewPost, isPostAuthor, isPostKeeper } from "../../policies/post-policy";
import { postActionsFor } from "../../policies/viewer-actions";
import { presentOwnPostCard, presentPost } from "../../presenters/post-presenter";
import { deletePost } from "../../services/delete-post";
import { countUserPosts, listUserPosts } from "../../services/list-user-posts";
import { countPostRead, loadPost, withReadsSoFar } from "../../services/read-post";
import { sendPostPageToReader, sendPublicPostPage } from "./public-post-page";
import { revealPhoneNumber } from "../../services/reveal-phone-number";
import { savePost } from "../../services/save-post";
import { deletePostSchema, getPostSchema, revealPhoneNumberSchema, userWrittenPostCountSchema, userWrittenPostsSchema } from "./post-request-schemas";

/** 'Show number' reveals per ACCOUNT (decision 020): enough for a family's page, too few to harvest numbers. */
export const PHONE_REVEALS_PER_HOUR = 30;

/** Memorial posts: create/edit/publish, read, the author's dashboard list, delete. */
export async function postsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/create-post",
    {
      schema: { body: createPostSchema, response: jsonAnswer(createPostAnswerSchema) },
      preHandler: app.requireUser,
      config: { invalidates: invalidates.everything },
    },
    async (request) => {
      return { id: await savePost(app, currentUser(request), request.body) };
    },
  );

  r.post(
    "/get-post",
    {
      schema: { body: getPostSchema, response: jsonAnswer(getPostAnswerSchema) },
      preHandler: app.optionalUser,
      config: { invalidates: invalidates.nothingPublic },
    },
    async (request, reply) => {
      const { post_id, mode } = request.body;
      const editing = mode === "edit";
      if (!editing && app.config.responseCache) {
        if (!request.user) return sendPublicPostPage(request, reply, post_id);
        // "again": the page already counted this view when the server rendered it for a visitor.
        if (await sendPostPageToReader(request, reply, post_id, { counted: mode !== "again" })) return reply;
      }
      const loaded = await loadPost(app.db, app.postReads, post_id);
      const keeperRef = loaded && { ...loaded.post, keeperIds: loaded.keeperIds };
      if (!keeperRef || !canViewPost(request.user, keeperRef)) throw notFound(MESSAGES.postNotFound);
      if (editing && !canEditPost(request.user, keeperRef)) throw forbidden(MESSAGES.forbidden);
      // "again": the page already counted this view when the server rendered it for a visitor.
      const counted = !editing && mode !== "again" && !loaded.post.draft;
      const post = counted ? countPostRead(app.postReads, loaded) : withReadsSoFar(app.postReads, loaded);
      const viewer = { is_author: isPostAuthor(request.user, keeperRef), is_keeper: isPostKeeper(request.user, keeperRef) };
      const can = postActionsFor(request.user, keeperRef);
      return {
        blog: presentPost(post, loaded.author, { forAuthor: viewer.is_keeper, forKeeper: canReadAllPhoneNumbers(request.user, keeperRef) }),
        viewer,
        can,
      };
    },
  );

  r.post(
    "/reveal-phone-number",
    {
      schema: { body: revealPhoneNumberSchema, response: jsonAnswer(revealPhoneNumberAnswerSchema) },
      preHandler: app.requireUser,
      config: {
        invalidates: invalidates.nothingPublic,
        ...routeRateLimit(app, {
          max: PHONE_REVEALS_PER_HOUR,
          timeWindow: "1 hour",
          hook: "preHandler", // after requireUser, so the key is the account, not the address
          keyGenerator: (request) => `reveal-phone:${currentUser(request).id}`,
          errorResponseBuilder: () => new HttpError(429, MESSAGES.phoneRevealLimit),
        }),
      },
    },
    async (request) => ({ number: await revealPhoneNumber(app.db, currentUser(request), request.body.blog_id, request.body.member) }),
  );

  r.post(
    "/user-written-posts",
    {
      schema: { body: userWrittenPostsSchema, response: jsonAnswer(ownPostCardsAnswerSchema) },
      preHandler: app.requireUser,
      config: { invalidates: invalidates.nothingPublic },
    },
    async (request) => {
      const user = currentUser(request);
      const { page, draft, query, deletedDocCount } = request.body;
      const rows = await listUserPosts(app.db, { authorId: user.id, draft, query }, page, deletedDocCount);
      // Every row is the caller's own, so the caller is the author: no join needed.
      return { blogs: rows.map((row) => presentOwnPostCard(row, user)) };
    },
  );

  r.post(
    "/user-written-post-count",
    {
      schema: { body: userWrittenPostCountSchema, response: jsonAnswer(totalDocsAnswerSchema) },
      preHandler: app.requireUser,
      config: { invalidates: invalidates.nothingPublic },
    },
    async (request) => {
      const { draft, query } = request.body;
      return { totalDocs: await countUserPosts(app.db, { authorId: currentUser(request).id, draft, query }) };
    },
  );

  r.post(
    "/delete-post",
    {
      schema: { body: deletePostSchema, response: jsonAnswer(doneAnswerSchema) },
      preHandler: app.requireUser,
      config: { invalidates: invalidates.everything },
    },
    async (request) => {
      await deletePost(app, currentUser(request), request.body.blog_id);
      return { status: "done" as const };
    },
  );
}
