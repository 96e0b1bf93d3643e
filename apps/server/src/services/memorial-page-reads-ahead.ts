import type { FastifyInstance } from "fastify";
import { findPostWithAuthor } from "./find-post-with-author";
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

/** The memorial address's blog_id: `/post/<blog_id>` with nothing after it (a query aside), or null. */
function memorialBlogIdOf(url: string): string | null {
  const match = /^\/post\/([^/?#]+)\/?(?:[?#]|$)/.exec(url);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/**
 * What a render of `url` may ask for before React asks (decision 057): on a memorial's page, its
 * album, wall and tributes, as soon as its memorial is read. The read is the share preview's
 * and get-post's (decision 046); a draft or a missing memorial has no lists to read, as its page
 * reads none. Other pages: nothing.
 */
export async function readsAheadOf(app: Pick<FastifyInstance, "db">, url: string): Promise<RenderCall[]> {
  const blogId = memorialBlogIdOf(url);
  // An _id in the address is found another way (find-share-page.ts): left to the render.
  if (!blogId || isPostUuid(blogId)) return [];
  const found = await findPostWithAuthor(app.db, blogId);
  return found && !found.post.draft ? memorialListCalls(found.post.id) : [];
}
