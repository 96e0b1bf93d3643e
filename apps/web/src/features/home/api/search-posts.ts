import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { postPaging } from "../../../components/memorial-card/post-list-paging";
import { apiFetch } from "../../../lib/api-client";

/** Home's category and place searches (docs/api.md "Request details"): a category title, or title 'place' with the place name as query. */
export type HomeSearch = { title: string; query?: string };

/** POST /search-posts {title, query?, page}. */
export async function searchPosts(search: HomeSearch, page: number, signal?: AbortSignal) {
  return (await apiFetch("/search-posts", { body: { ...search, page }, signal })).blogs;
}

export const searchPostsQueryOptions = (search: HomeSearch) =>
  infiniteQueryOptions({
    queryKey: ["home", "search-posts", search],
    queryFn: ({ pageParam, signal }) => searchPosts(search, pageParam, signal),
    ...postPaging,
  });

export const useSearchPosts = (search: HomeSearch) => useInfiniteQuery(searchPostsQueryOptions(search));
