import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { readPage } from "../../lib/paging";
import { SCOPES, sendPublicRead } from "../../plugins/public-cache";
import { presentPostCard } from "../../presenters/post-presenter";
import { listMostEngagedPosts } from "../../services/list-most-engaged-posts";
import { ALL_PUBLISHED, countPosts, searchPosts } from "../../services/search-posts";

/** `page` is read by readPage, whose 400 says what a page may be. */
const latestPostsSchema = z.object({ page: z.unknown().optional() });

/** Home's FEED and its side panel: published posts only (API.md "Page sizes"). */
export async function feedRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post("/latest-posts", { schema: { body: latestPostsSchema } }, async (request, reply) => {
    const page = readPage(request.body.page);
    return sendPublicRead(request, reply, async () => {
      const rows = await searchPosts(app.db, ALL_PUBLISHED, page);
      return { body: { blogs: rows.map((row) => presentPostCard(row.post, row.author)) }, deps: [SCOPES.lists] };
    });
  });

  // The payload is "not shown" in the spec: whatever the body holds, it counts every published post.
  r.post("/all-latest-posts-count", { schema: { body: z.unknown().transform(() => null) } }, async (request, reply) =>
    sendPublicRead(request, reply, async () => ({ body: { totalDocs: await countPosts(app.db, ALL_PUBLISHED) }, deps: [SCOPES.lists] })),
  );

  r.get("/most-engaged-posts", async (request, reply) =>
    sendPublicRead(request, reply, async () => {
      const rows = await listMostEngagedPosts(app.db);
      return { body: { blogs: rows.map((row) => presentPostCard(row.post, row.author)) }, deps: [SCOPES.lists] };
    }),
  );
}
