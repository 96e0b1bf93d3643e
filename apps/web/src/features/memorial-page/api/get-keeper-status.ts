import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

export type KeeperStatus = { is_author: boolean; is_keeper: boolean };

/**
 * POST /keeper-status: whether the signed-in viewer keeps this memorial (its author or a
 * co-keeper). Asked apart from get-post because the page may have come from the server,
 * rendered for a visitor; it counts no read.
 */
export function fetchKeeperStatus(postId: string, signal?: AbortSignal) {
  return apiFetch<KeeperStatus>("/keeper-status", { body: { post_id: postId }, signal });
}

export const keeperStatusQueryOptions = (postId: string, username: string | null) =>
  queryOptions({
    queryKey: ["memorial-keeper-status", postId, username],
    queryFn: ({ signal }) => fetchKeeperStatus(postId, signal),
    enabled: username !== null,
    retry: false,
  });

/** False while signed out, still loading, or when the call failed. */
export function useIsKeeper(postId: string, username: string | null) {
  const query = useQuery(keeperStatusQueryOptions(postId, username));
  return username !== null && query.data?.is_keeper === true;
}
