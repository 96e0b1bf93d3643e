import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

export const followStatusKey = (postId: string, username: string | null) => ["memorial-follow-status", postId, username] as const;

/** POST /follow-status (auth optional): whether the signed-in viewer gets this memorial's reminders. */
export function fetchFollowStatus(postId: string, signal?: AbortSignal) {
  return apiFetch("/follow-status", { body: { post_id: postId }, signal });
}

export const followStatusQueryOptions = (postId: string, username: string | null) =>
  queryOptions({
    queryKey: followStatusKey(postId, username),
    queryFn: ({ signal }) => fetchFollowStatus(postId, signal),
    enabled: username !== null,
    retry: false,
  });

export function useFollowStatus(postId: string, username: string | null) {
  return useQuery(followStatusQueryOptions(postId, username));
}
