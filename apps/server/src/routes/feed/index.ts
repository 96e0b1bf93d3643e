import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { readPage } from "../../lib/paging";
import { presentPostCard } from "../../presenters/post-presenter";
import { listMostEngagedPosts } from "../../services/list-most-engaged-posts";
import { ALL_PUBLISHED, countPosts, searchPosts } from "../../services/search-posts";

/** `page` is read by readPage, whose 400 says what a page may be. */
const latestPostsSchema = z.object({ page: z.unknown().optional() });

/** Home's FEED and its side panel: published posts only (API.md "Page sizes"). */
export async function feedRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post("/latest-posts", { schema: { body: latestPostsSchema } }, async (request) => {
    const rows = await searchPosts(app.db, ALL_PUBLISHED, readPage(request.body.page));
    return { blogs: rows.map((row) => presentPostCard(row.post, row.author)) };
  });

  // The payload is "not shown" in the spec: whatever the body holds, it counts every published post.
  r.post("/all-latest-posts-count", async () => ({ totalDocs: await countPosts(app.db, ALL_PUBLISHED) }));

  r.get("/most-engaged-posts", async () => {
    const rows = await listMostEngagedPosts(app.db);
    return { blogs: rows.map((row) => presentPostCard(row.post, row.author)) };
  });
}
