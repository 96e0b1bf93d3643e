import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** POST /search-posts-count {query}: how many memorials match, for Load More. */
export async function searchPostsCount(query: string, signal?: AbortSignal) {
  return (await apiFetch<{ totalDocs: number }>("/search-posts-count", { body: { query }, signal })).totalDocs;
}

export const searchPostsCountQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ["search", "posts-count", query],
    queryFn: ({ signal }) => searchPostsCount(query, signal),
  });

export const useSearchPostsCount = (query: string) => useQuery(searchPostsCountQueryOptions(query));
