import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** POST /kept-posts (auth): the memorials the signed-in user keeps with their author, most recently joined first. */
export function getKeptPosts(page: number, signal?: AbortSignal) {
  return apiFetch("/kept-posts", { body: { page }, signal });
}

export const keptPostsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ["kept-posts"],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => getKeptPosts(pageParam, signal),
    getNextPageParam: (lastPage, allPages, lastPageParam) =>
      allPages.reduce((sum, page) => sum + page.blogs.length, 0) < lastPage.totalDocs ? lastPageParam + 1 : undefined,
    staleTime: 0,
  });

export function useKeptPosts() {
  return useInfiniteQuery(keptPostsQueryOptions());
}
