import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** POST /search-posts-count {query}: how many memorials match, for Load More. */
export async function searchPostsCount(query: string, signal?: AbortSignal) {
  const answer = await apiFetch("/search-posts-count", { body: { query }, signal });
  // Asked without places, the call answers a total (its other answer is a count per place).
  return "totalDocs" in answer ? answer.totalDocs : 0;
}

export const searchPostsCountQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ["search", "posts-count", query],
    queryFn: ({ signal }) => searchPostsCount(query, signal),
  });

export const useSearchPostsCount = (query: string) => useQuery(searchPostsCountQueryOptions(query));
