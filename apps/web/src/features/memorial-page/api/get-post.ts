import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import type { Activity, MemorialPost } from "./types";

/** POST /get-post: the memorial. Counts one read; a draft answers 404 to anyone but its author. */
export async function fetchPost(postId: string, signal?: AbortSignal) {
  const { blog } = await apiFetch<{ blog: MemorialPost }>("/get-post", { body: { post_id: postId }, signal });
  return blog;
}

export const postQueryOptions = (postId: string) =>
  queryOptions({
    queryKey: ["memorial-post", postId],
    queryFn: ({ signal }) => fetchPost(postId, signal),
    // A missing post stays missing: no retry, so the not-found state shows at once, and none
    // when the page mounts either, so a server-rendered not-found page hydrates as it was sent.
    retry: false,
    retryOnMount: false,
  });

export function usePost(postId: string) {
  return useQuery(postQueryOptions(postId));
}

/** Changes the counters shown on the page at once (the server changes its own in the same call). */
export function updateActivity(queryClient: QueryClient, postId: string, change: (activity: Activity) => Partial<Activity>) {
  queryClient.setQueryData(postQueryOptions(postId).queryKey, (post) => (post ? { ...post, activity: { ...post.activity, ...change(post.activity) } } : post));
}

/**
 * Takes the server's counters after a delete. Only the post's keepers (its author and
 * co-keepers) may load it in edit mode, which counts no read; anyone else keeps the counts
 * adjusted on the page, since a plain get-post would add a read for every delete.
 */
export async function refreshActivityAsAuthor(queryClient: QueryClient, postId: string) {
  try {
    const { blog } = await apiFetch<{ blog: MemorialPost }>("/get-post", { body: { post_id: postId, mode: "edit" } });
    updateActivity(queryClient, postId, () => blog.activity);
  } catch (error) {
    console.warn("Could not refresh the memorial's counts", error);
  }
}
