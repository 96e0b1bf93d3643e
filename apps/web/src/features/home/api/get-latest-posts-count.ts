import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** POST /all-latest-posts-count: how many posts the FEED has, for Load More. */
export async function getLatestPostsCount(signal?: AbortSignal) {
  return (await apiFetch("/all-latest-posts-count", { body: {}, signal })).totalDocs;
}

export const latestPostsCountQueryOptions = () =>
  queryOptions({
    queryKey: ["home", "latest-posts-count"],
    queryFn: ({ signal }) => getLatestPostsCount(signal),
  });

export const useLatestPostsCount = () => useQuery(latestPostsCountQueryOptions());
