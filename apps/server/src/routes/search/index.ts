import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { LIMITS } from "@kma/core/limits";
import { MESSAGES } from "@kma/core/messages";
import { postCardsAnswerSchema, searchPostsCountAnswerSchema } from "@kma/core/posts/post-answer-shapes";
import { userCardsAnswerSchema } from "@kma/core/users/user-answer-shapes";
import { jsonAnswer } from "../../lib/answer-contract";
import { assertValid, badRequest } from "../../lib/http-errors";
import { readPage } from "../../lib/paging";
import { sendPublicAnswer } from "../../plugins/answer-contract";
import { SCOPES, invalidates } from "../../plugins/public-cache";
import { presentPostCard } from "../../presenters/post-presenter";
import { presentUserCard } from "../../presenters/user-presenter";
import { countPosts, countPostsByPlace, resolvePostSearch, searchPosts, type PostSearch } from "../../services/search-posts";
import { searchUsers } from "../../services/search-users";

const filters = {
  author: z.string().trim().max(LIMITS.nameMax).nullish(),
  title: z.string().trim().max(50).nullish(),
  query: z.string().trim().max(LIMITS.nameMax).nullish(),
  places: z.array(z.string().trim().max(LIMITS.placeMax)).max(20).nullish(),
};
const searchPostsSchema = z.object({ ...filters, page: z.unknown().optional() });
const searchPostsCountSchema = z.object(filters);
const searchUsersSchema = z.object({ query: z.string().trim().max(LIMITS.nameMax).nullish() });

/** The request's filters as a PostSearch, or a 400 with the sentence that says what is wrong. */
function postSearchOf(body: z.infer<typeof searchPostsCountSchema>, options?: { anyFilterOptional: boolean }): PostSearch {
  const search = resolvePostSearch(body, options);
  if (typeof search === "string") throw badRequest(search);
  return search;
}

/** The search page, the category and place tabs of Home, and the profile's post list (docs/api.md "Request details"). */
export async function searchRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/search-posts",
    { schema: { body: searchPostsSchema, response: jsonAnswer(postCardsAnswerSchema) }, config: { invalidates: invalidates.nothingPublic } },
    async (request, reply) => {
      const page = readPage(request.body.page);
      const search = postSearchOf(request.body);
      return sendPublicAnswer(request, reply, async () => {
        const rows = await searchPosts(app.db, search, page);
        return { body: { blogs: rows.map((row) => presentPostCard(row.post, row.author)) }, deps: [SCOPES.lists] };
      });
    },
  );

  r.post(
    "/search-posts-count",
    { schema: { body: searchPostsCountSchema, response: jsonAnswer(searchPostsCountAnswerSchema) }, config: { invalidates: invalidates.nothingPublic } },
    async (request, reply) => {
      const { places, ...others } = request.body;
      const search = postSearchOf(places != null ? others : request.body, { anyFilterOptional: places != null });
      return sendPublicAnswer(request, reply, async () => ({
        body: places != null ? { counts: await countPostsByPlace(app.db, search, places) } : { totalDocs: await countPosts(app.db, search) },
        deps: [SCOPES.lists],
      }));
    },
  );

  r.post(
    "/search-users",
    { schema: { body: searchUsersSchema, response: jsonAnswer(userCardsAnswerSchema) }, config: { invalidates: invalidates.nothingPublic } },
    async (request, reply) => {
      const query = request.body.query ?? "";
      assertValid(query === "" ? MESSAGES.searchTextRequired : null);
      return sendPublicAnswer(request, reply, async () => ({
        body: { users: (await searchUsers(app.db, query)).map(presentUserCard) },
        deps: [SCOPES.people],
      }));
    },
  );
}
