import type { FastifyInstance } from "fastify";
import { findPostWithAuthor } from "./find-post-with-author";
import { addressedPage } from "./find-share-page";
import { isPostUuid } from "./find-viewable-post";

/** One API call of a render, as the web app's server render makes it in-process. */
export type RenderCall = { input: string; method: string; body?: string };

/**
 * The calls the web app's memorial page makes once it has its memorial: the first page of its
 * album, wall and tributes, each asked for with the memorial's _id (`prefetchMemorialPage` in
 * apps/web/src/features/memorial-page/api/prefetch-memorial-page.ts, whose bodies these are to
 * the byte). A render test counts the page's reads: a call here that the page does not make is
 * a read too many there.
 */
export function memorialListCalls(postObjectId: string): RenderCall[] {
  const body = JSON.stringify({ blog_id: postObjectId, skip: 0 });
  return ["/api/get-post-images", "/api/get-post-comments", "/api/get-post-tributes"].map((input) => ({ input, method: "POST", body }));
}

/**
 * What a render of `url` may ask for before React asks (decision 057): on a memorial's page, its
 * album, wall and tributes, as soon as its memorial is read. The read is the share preview's
 * and get-post's (decision 046); a draft or a missing memorial has no lists to read, as its page
 * reads none. Other pages: nothing.
 */
export async function readsAheadOf(app: Pick<FastifyInstance, "db">, url: string): Promise<RenderCall[]> {
  // The address as the share preview reads it, so that both read the memorial once. An _id in
  // the address is found another way there (findSharePost): left to the render.
  const page = addressedPage(url);
  if (page?.section !== "post" || isPostUuid(page.id)) return [];
  const found = await findPostWithAuthor(app.db, page.id);
  return found && !found.post.draft ? memorialListCalls(found.post.id) : [];
}
