import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { postPaging } from "../../../components/memorial-card/post-list-paging";
import { apiFetch } from "../../../lib/api-client";

/** POST /latest-posts {page}: the FEED tab, newest first. */
export async function getLatestPosts(page: number, signal?: AbortSignal) {
  return (await apiFetch("/latest-posts", { body: { page }, signal })).blogs;
}

export const latestPostsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ["home", "latest-posts"],
    queryFn: ({ pageParam, signal }) => getLatestPosts(pageParam, signal),
    ...postPaging,
  });

export const useLatestPosts = () => useInfiniteQuery(latestPostsQueryOptions());
