import { infiniteQueryOptions, useInfiniteQuery, useQueryClient, type InfiniteData, type QueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { getSession, useSession } from "../../../lib/session";
import type { ImageEntry } from "./types";

/**
 * POST /get-post-images: album entries, newest first, 12 ENTRIES a page (one entry may hold
 * several images); `skip` = the entries already loaded.
 */
export async function fetchPostImages(postObjectId: string, skip: number, signal?: AbortSignal) {
  try {
    const { images } = await apiFetch("/get-post-images", { body: { blog_id: postObjectId, skip }, signal });
    return images;
  } catch (error) {
    // docs/spec.md section 8: a failed load is only logged; what was loaded stays.
    if (!signal?.aborted) console.warn("Could not load the photo album", error);
    throw error;
  }
}

/** Keyed by the viewer (null signed out), like the post: each entry's `can` is theirs alone. */
export const imagesQueryOptions = (postObjectId: string, viewer: string | null) =>
  infiniteQueryOptions({
    queryKey: ["memorial-post-images", postObjectId, viewer],
    queryFn: ({ pageParam, signal }) => fetchPostImages(postObjectId, pageParam, signal),
    initialPageParam: 0,
    // Entries added or deleted here moved the server's list the same way; total_images says whether there is more.
    getNextPageParam: (_lastPage, pages) => pages.reduce((sum, page) => sum + page.length, 0),
    retry: false,
  });

/** Signed in on a page the server rendered for a visitor: the visitor's album shows until the viewer's own comes. */
export function useImages(postObjectId: string) {
  const queryClient = useQueryClient();
  const session = useSession();
  const viewer = session.access_token === null ? null : session.username;
  const visitorsCopy = () =>
    viewer === null ? undefined : queryClient.getQueryData<InfiniteData<ImageEntry[], number>>(imagesQueryOptions(postObjectId, null).queryKey);
  return useInfiniteQuery({ ...imagesQueryOptions(postObjectId, viewer), placeholderData: visitorsCopy });
}

/** Every viewer's copy of the album: a change made here applies to them all. */
const everyViewersImages = (postObjectId: string) => ({ queryKey: ["memorial-post-images", postObjectId] });

export const loadedEntries = (data: InfiniteData<ImageEntry[], unknown> | undefined) => data?.pages.flat() ?? [];

export function prependEntry(queryClient: QueryClient, postObjectId: string, entry: ImageEntry) {
  queryClient.setQueriesData<InfiniteData<ImageEntry[], number>>(everyViewersImages(postObjectId), (data) =>
    data ? { ...data, pages: data.pages.map((page, index) => (index === 0 ? [entry, ...page] : page)) } : data,
  );
  const session = getSession();
  const own = imagesQueryOptions(postObjectId, session.access_token === null ? null : session.username).queryKey;
  if (!queryClient.getQueryData(own)) queryClient.setQueryData(own, { pages: [[entry]], pageParams: [0] });
}

export function removeEntry(queryClient: QueryClient, postObjectId: string, entryId: string) {
  queryClient.setQueriesData<InfiniteData<ImageEntry[], number>>(everyViewersImages(postObjectId), (data) =>
    data ? { ...data, pages: data.pages.map((page) => page.filter((entry) => entry._id !== entryId)) } : data,
  );
}
