import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData, type QueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import type { Tribute } from "./types";

/** POST /get-post-tributes: newest first, 10 a page; `skip` = tributes already loaded. */
export async function fetchPostTributes(postObjectId: string, skip: number, signal?: AbortSignal) {
  try {
    const { tributes } = await apiFetch<{ tributes: Tribute[] }>("/get-post-tributes", { body: { blog_id: postObjectId, skip }, signal });
    return tributes;
  } catch (error) {
    // docs/spec.md section 8: a failed list load is only logged; what was loaded stays.
    if (!signal?.aborted) console.warn("Could not load tributes", error);
    throw error;
  }
}

const loadedCount = (pages: Tribute[][]) => pages.reduce((sum, page) => sum + page.length, 0);

export const tributesQueryOptions = (postObjectId: string) =>
  infiniteQueryOptions({
    queryKey: ["memorial-post-tributes", postObjectId],
    queryFn: ({ pageParam, signal }) => fetchPostTributes(postObjectId, pageParam, signal),
    initialPageParam: 0,
    // The next skip is whatever is on screen now: a tribute added or deleted here moved the
    // server's list the same way. Whether there is more is total_tributes' to say (the page shows Load More by it).
    getNextPageParam: (_lastPage, pages) => loadedCount(pages),
    retry: false,
  });

export function useTributes(postObjectId: string) {
  return useInfiniteQuery(tributesQueryOptions(postObjectId));
}

export const loadedTributes = (data: InfiniteData<Tribute[], unknown> | undefined) => data?.pages.flat() ?? [];

/** A new tribute goes on top of the loaded ones. */
export function prependTribute(queryClient: QueryClient, postObjectId: string, tribute: Tribute) {
  queryClient.setQueryData(tributesQueryOptions(postObjectId).queryKey, (data) =>
    data ? { ...data, pages: data.pages.map((page, index) => (index === 0 ? [tribute, ...page] : page)) } : { pages: [[tribute]], pageParams: [0] },
  );
}

export function removeTribute(queryClient: QueryClient, postObjectId: string, tributeId: string) {
  queryClient.setQueryData(tributesQueryOptions(postObjectId).queryKey, (data) =>
    data ? { ...data, pages: data.pages.map((page) => page.filter((t) => t._id !== tributeId)) } : data,
  );
}
