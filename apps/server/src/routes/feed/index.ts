import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { totalDocsAnswerSchema } from "@kma/core/answer-shapes";
import { postCardsAnswerSchema, upcomingRemembrancesAnswerSchema } from "@kma/core/posts/post-answer-shapes";
import { jsonAnswer } from "../../lib/answer-contract";
import { readPage } from "../../lib/paging";
import { sendPublicAnswer } from "../../plugins/answer-contract";
import { SCOPES, invalidates } from "../../plugins/public-cache";
import { presentPostCard } from "../../presenters/post-presenter";
import { localToday } from "@kma/core/posts/remembrance-dates";
import { listMostEngagedPosts } from "../../services/list-most-engaged-posts";
import { listUpcomingRemembrances } from "../../services/list-upcoming-remembrances";
import { ALL_PUBLISHED, countPosts, searchPosts } from "../../services/search-posts";

/** `page` is read by readPage, whose 400 says what a page may be. */
const latestPostsSchema = z.object({ page: z.unknown().optional() });

/** A query-string page: digits become the number readPage checks; anything else reaches it as text, a 400. */
const upcomingSchema = z.object({ page: z.string().optional() });
const queryPage = (page: string | undefined) => readPage(page !== undefined && /^\d{1,6}$/.test(page) ? Number(page) : page);

/** Home's FEED and its side panel: published posts only (docs/api.md "Page sizes"). */
export async function feedRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/latest-posts",
    { schema: { body: latestPostsSchema, response: jsonAnswer(postCardsAnswerSchema) }, config: { invalidates: invalidates.nothingPublic } },
    async (request, reply) => {
      const page = readPage(request.body.page);
      return sendPublicAnswer(request, reply, async () => {
        const rows = await searchPosts(app.db, ALL_PUBLISHED, page);
        return { body: { blogs: rows.map((row) => presentPostCard(row.post, row.author)) }, deps: [SCOPES.lists] };
      });
    },
  );

  // The payload is "not shown" in the spec: whatever the body holds, it counts every published post.
  r.post(
    "/all-latest-posts-count",
    { schema: { body: z.unknown().transform(() => null), response: jsonAnswer(totalDocsAnswerSchema) }, config: { invalidates: invalidates.nothingPublic } },
    async (request, reply) =>
      sendPublicAnswer(request, reply, async () => ({ body: { totalDocs: await countPosts(app.db, ALL_PUBLISHED) }, deps: [SCOPES.lists] })),
  );

  // REMEMBRANCE's "coming up this week" (docs/api.md, "Additions"). The answer depends on the
  // server's date, so the day is part of its cache key: a new day asks the database again.
  r.get(
    "/posts/upcoming-remembrances",
    { schema: { querystring: upcomingSchema, response: jsonAnswer(upcomingRemembrancesAnswerSchema) } },
    async (request, reply) => {
      const page = queryPage(request.query.page);
      const today = localToday();
      return sendPublicAnswer(
        request,
        reply,
        async () => {
          const { rows, total } = await listUpcomingRemembrances(app.db, today, page);
          const blogs = rows.map((row) => ({ ...presentPostCard(row.post, row.author), remembrance: row.remembrance }));
          return { body: { blogs, totalDocs: total, today }, deps: [SCOPES.lists] };
        },
        { keyParts: [today, page] },
      );
    },
  );

  r.get("/most-engaged-posts", { schema: { response: jsonAnswer(postCardsAnswerSchema) } }, async (request, reply) =>
    sendPublicAnswer(request, reply, async () => {
      const rows = await listMostEngagedPosts(app.db);
      return { body: { blogs: rows.map((row) => presentPostCard(row.post, row.author)) }, deps: [SCOPES.lists] };
    }),
  );
}
