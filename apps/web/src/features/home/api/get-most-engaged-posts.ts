import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** GET /most-engaged-posts: Home's side panel (five posts, most engagement first). */
export async function getMostEngagedPosts(signal?: AbortSignal) {
  return (await apiFetch("/most-engaged-posts", { signal })).blogs;
}

export const mostEngagedPostsQueryOptions = () =>
  queryOptions({
    queryKey: ["home", "most-engaged-posts"],
    queryFn: ({ signal }) => getMostEngagedPosts(signal),
  });

export const useMostEngagedPosts = () => useQuery(mostEngagedPostsQueryOptions());
