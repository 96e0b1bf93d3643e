import { infiniteQueryOptions, useInfiniteQuery, useQueryClient, type InfiniteData, type QueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { getSession, useSession } from "../../../lib/session";
import type { Tribute } from "./types";

/** POST /get-post-tributes: newest first, 10 a page; `skip` = tributes already loaded. */
export async function fetchPostTributes(postObjectId: string, skip: number, signal?: AbortSignal) {
  try {
    const { tributes } = await apiFetch("/get-post-tributes", { body: { blog_id: postObjectId, skip }, signal });
    return tributes;
  } catch (error) {
    // docs/spec.md section 8: a failed list load is only logged; what was loaded stays.
    if (!signal?.aborted) console.warn("Could not load tributes", error);
    throw error;
  }
}

const loadedCount = (pages: Tribute[][]) => pages.reduce((sum, page) => sum + page.length, 0);

/** Keyed by the viewer (null signed out), like the post: each tribute's `can` is theirs alone. */
export const tributesQueryOptions = (postObjectId: string, viewer: string | null) =>
  infiniteQueryOptions({
    queryKey: ["memorial-post-tributes", postObjectId, viewer],
    queryFn: ({ pageParam, signal }) => fetchPostTributes(postObjectId, pageParam, signal),
    initialPageParam: 0,
    // The next skip is whatever is on screen now: a tribute added or deleted here moved the
    // server's list the same way. Whether there is more is total_tributes' to say (the page shows Load More by it).
    getNextPageParam: (_lastPage, pages) => loadedCount(pages),
    retry: false,
  });

/** Signed in on a page the server rendered for a visitor: the visitor's list shows until the viewer's own comes. */
export function useTributes(postObjectId: string) {
  const queryClient = useQueryClient();
  const session = useSession();
  const viewer = session.access_token === null ? null : session.username;
  const visitorsCopy = () =>
    viewer === null ? undefined : queryClient.getQueryData<InfiniteData<Tribute[], number>>(tributesQueryOptions(postObjectId, null).queryKey);
  return useInfiniteQuery({ ...tributesQueryOptions(postObjectId, viewer), placeholderData: visitorsCopy });
}

/** Every viewer's copy of the list: a change made here applies to them all. */
const everyViewersTributes = (postObjectId: string) => ({ queryKey: ["memorial-post-tributes", postObjectId] });

export const loadedTributes = (data: InfiniteData<Tribute[], unknown> | undefined) => data?.pages.flat() ?? [];

/** A new tribute goes on top of the loaded ones. */
export function prependTribute(queryClient: QueryClient, postObjectId: string, tribute: Tribute) {
  queryClient.setQueriesData<InfiniteData<Tribute[], number>>(everyViewersTributes(postObjectId), (data) =>
    data ? { ...data, pages: data.pages.map((page, index) => (index === 0 ? [tribute, ...page] : page)) } : data,
  );
  const session = getSession();
  const own = tributesQueryOptions(postObjectId, session.access_token === null ? null : session.username).queryKey;
  if (!queryClient.getQueryData(own)) queryClient.setQueryData(own, { pages: [[tribute]], pageParams: [0] });
}

export function removeTribute(queryClient: QueryClient, postObjectId: string, tributeId: string) {
  queryClient.setQueriesData<InfiniteData<Tribute[], number>>(everyViewersTributes(postObjectId), (data) =>
    data ? { ...data, pages: data.pages.map((page) => page.filter((t) => t._id !== tributeId)) } : data,
  );
}
