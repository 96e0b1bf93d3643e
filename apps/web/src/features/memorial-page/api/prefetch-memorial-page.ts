import type { QueryClient } from "@tanstack/react-query";
import { postQueryOptions } from "./get-post";
import { imagesQueryOptions } from "./get-post-images";
import { servedCommentsQueryOptions } from "./get-post-comments";
import { tributesQueryOptions } from "./get-post-tributes";

/**
 * What the server render of /post/:post_id reads, fetched before it renders, with the very
 * query options the page's hooks use: the memorial, then its album, wall and tributes at once.
 * Without it the render found them pass by pass (the memorial, then the three by its id), and
 * React rendered the page three times for one answer. A failed memorial (missing, a draft)
 * stops here: the page renders its error from the query.
 */
export async function prefetchMemorialPage(client: QueryClient, postKey: string): Promise<void> {
  const post = await client.fetchQuery(postQueryOptions(postKey, null)).catch(() => null);
  if (!post) return;
  await Promise.all([
    client.prefetchInfiniteQuery(imagesQueryOptions(post._id, null)),
    client.prefetchQuery(servedCommentsQueryOptions(post._id)),
    client.prefetchInfiniteQuery(tributesQueryOptions(post._id, null)),
  ]);
}
