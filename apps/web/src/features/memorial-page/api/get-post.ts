import { queryOptions, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";
import type { Activity, MemorialPost } from "./types";

/**
 * POST /get-post: the memorial, with what the viewer may do with it (`can`). Counts one read;
 * `again` counts none (the page's read was counted when the server rendered it). A draft
 * answers 404 to anyone but its keepers.
 */
export async function fetchPost(postId: string, { again = false, signal }: { again?: boolean; signal?: AbortSignal } = {}): Promise<MemorialPost> {
  const { blog, can } = await apiFetch("/get-post", { body: { post_id: postId, ...(again ? { mode: "again" } : {}) }, signal });
  return { ...blog, can };
}

/**
 * Keyed by the viewer (null signed out): `can` is theirs alone. The server renders every page
 * signed out; a signed-in browser then asks for its own answer, showing the server's meanwhile.
 */
export const postQueryOptions = (postId: string, viewer: string | null, again = false) =>
  queryOptions({
    queryKey: ["memorial-post", postId, viewer],
    queryFn: ({ signal }) => fetchPost(postId, { again, signal }),
    // A missing post stays missing: no retry, so the not-found state shows at once, and none
    // when the page mounts either, so a server-rendered not-found page hydrates as it was sent.
    retry: false,
    retryOnMount: false,
  });

/** Every viewer's copy of the post (`updateActivity` and the like change them all). */
const everyViewersPost = (postId: string) => ({ queryKey: ["memorial-post", postId] });

export function usePost(postId: string) {
  const queryClient = useQueryClient();
  const session = useSession();
  const viewer = session.access_token === null ? null : session.username;
  const visitorsCopy = () => (viewer === null ? undefined : queryClient.getQueryData(postQueryOptions(postId, null).queryKey));
  return useQuery({ ...postQueryOptions(postId, viewer, visitorsCopy() !== undefined), placeholderData: visitorsCopy });
}

/** Changes the post on the page at once (the server changes its own in the same call). */
export function updatePost(queryClient: QueryClient, postId: string, change: (post: MemorialPost) => MemorialPost) {
  queryClient.setQueriesData<MemorialPost>(everyViewersPost(postId), (post) => (post ? change(post) : post));
}

/**
 * For a change made while the viewer's own copy of the post is missing or still being asked for
 * (a signed-in tap right after a page the server rendered for a visitor): that answer may have
 * been made before the change, so once the change is stored, the returned function drops any
 * answer still on its way and asks for the copy again (with the same `again`, so no second read is
 * counted). Without it the count fell back to the server's earlier figure beside a pressed like.
 * Only a dropped answer makes sure of that: asked again while an answer is on its way and no copy
 * is in hand, TanStack Query hands back that same answer rather than asking afresh.
 */
export function refreshOwnPostAfter(queryClient: QueryClient, postId: string, viewer: string | null): () => Promise<void> {
  const key = postQueryOptions(postId, viewer).queryKey;
  const state = queryClient.getQueryState(key);
  if (state?.data !== undefined && state.fetchStatus === "idle") return async () => {};
  return async () => {
    await queryClient.cancelQueries({ queryKey: key, exact: true });
    await queryClient.refetchQueries({ queryKey: key, exact: true });
  };
}

/** Changes the counters shown on the page at once (the server changes its own in the same call). */
export function updateActivity(queryClient: QueryClient, postId: string, change: (activity: Activity) => Partial<Activity>) {
  updatePost(queryClient, postId, (post) => ({ ...post, activity: { ...post.activity, ...change(post.activity) } }));
}

/**
 * Takes the server's counters after a delete. Only the post's keepers (its author and
 * co-keepers) may load it in edit mode, which counts no read; anyone else keeps the counts
 * adjusted on the page, since a plain get-post would add a read for every delete.
 */
export async function refreshActivityAsAuthor(queryClient: QueryClient, postId: string) {
  try {
    const { blog } = await apiFetch("/get-post", { body: { post_id: postId, mode: "edit" } });
    updateActivity(queryClient, postId, () => blog.activity);
  } catch (error) {
    console.warn("Could not refresh the memorial's counts", error);
  }
}
