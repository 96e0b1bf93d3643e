import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import type { HomeSearch } from "./search-posts";

/** POST /search-posts-count {title, query?}: the total behind a category or place tab, for Load More. */
export async function searchPostsCount(search: HomeSearch, signal?: AbortSignal) {
  const answer = await apiFetch("/search-posts-count", { body: search, signal });
  // Asked without places, the call answers a total (its other answer is a count per place).
  return "totalDocs" in answer ? answer.totalDocs : 0;
}

export const searchPostsCountQueryOptions = (search: HomeSearch) =>
  queryOptions({
    queryKey: ["home", "search-posts-count", search],
    queryFn: ({ signal }) => searchPostsCount(search, signal),
  });

export const useSearchPostsCount = (search: HomeSearch) => useQuery(searchPostsCountQueryOptions(search));
