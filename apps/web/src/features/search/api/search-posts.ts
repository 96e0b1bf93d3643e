import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { postPaging } from "../../../components/memorial-card/post-list-paging";
import { apiFetch } from "../../../lib/api-client";

/** POST /search-posts {query, page}: memorials whose names or places match the search text. */
export async function searchPosts(query: string, page: number, signal?: AbortSignal) {
  return (await apiFetch("/search-posts", { body: { query, page }, signal })).blogs;
}

export const searchPostsQueryOptions = (query: string) =>
  infiniteQueryOptions({
    queryKey: ["search", "posts", query],
    queryFn: ({ pageParam, signal }) => searchPosts(query, pageParam, signal),
    ...postPaging,
  });

export const useSearchPosts = (query: string) => useInfiniteQuery(searchPostsQueryOptions(query));
