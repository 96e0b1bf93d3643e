import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** POST /post-keepers (auth, keepers only): the author, the co-keepers and (for the author) the pending invitations. */
export function getPostKeepers(postId: string, signal?: AbortSignal) {
  return apiFetch("/post-keepers", { body: { post_id: postId }, signal });
}

export const postKeepersQueryOptions = (postId: string) =>
  queryOptions({ queryKey: ["post-keepers", postId], queryFn: ({ signal }) => getPostKeepers(postId, signal), retry: false });

export function usePostKeepers(postId: string) {
  return useQuery(postKeepersQueryOptions(postId));
}
