import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData, type QueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import type { ImageEntry } from "./types";

/**
 * POST /get-post-images: album entries, newest first, 12 ENTRIES a page (one entry may hold
 * several images); `skip` = the entries already loaded.
 */
export async function fetchPostImages(postObjectId: string, skip: number, signal?: AbortSignal) {
  try {
    const { images } = await apiFetch<{ images: ImageEntry[] }>("/get-post-images", { body: { blog_id: postObjectId, skip }, signal });
    return images;
  } catch (error) {
    // docs/spec.md section 8: a failed load is only logged; what was loaded stays.
    if (!signal?.aborted) console.warn("Could not load the photo album", error);
    throw error;
  }
}

export const imagesQueryOptions = (postObjectId: string) =>
  infiniteQueryOptions({
    queryKey: ["memorial-post-images", postObjectId],
    queryFn: ({ pageParam, signal }) => fetchPostImages(postObjectId, pageParam, signal),
    initialPageParam: 0,
    // Entries added or deleted here moved the server's list the same way; total_images says whether there is more.
    getNextPageParam: (_lastPage, pages) => pages.reduce((sum, page) => sum + page.length, 0),
    retry: false,
  });

export function useImages(postObjectId: string) {
  return useInfiniteQuery(imagesQueryOptions(postObjectId));
}

export const loadedEntries = (data: InfiniteData<ImageEntry[], unknown> | undefined) => data?.pages.flat() ?? [];

export function prependEntry(queryClient: QueryClient, postObjectId: string, entry: ImageEntry) {
  queryClient.setQueryData(imagesQueryOptions(postObjectId).queryKey, (data) =>
    data ? { ...data, pages: data.pages.map((page, index) => (index === 0 ? [entry, ...page] : page)) } : { pages: [[entry]], pageParams: [0] },
  );
}

export function removeEntry(queryClient: QueryClient, postObjectId: string, entryId: string) {
  queryClient.setQueryData(imagesQueryOptions(postObjectId).queryKey, (data) =>
    data ? { ...data, pages: data.pages.map((page) => page.filter((entry) => entry._id !== entryId)) } : data,
  );
}
