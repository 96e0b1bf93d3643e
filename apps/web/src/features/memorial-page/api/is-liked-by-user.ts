import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** POST /isliked-by-user (auth): whether the signed-in user has given this post a flower. */
export async function fetchIsLiked(postObjectId: string, signal?: AbortSignal) {
  const { result } = await apiFetch("/isliked-by-user", { body: { _id: postObjectId }, signal });
  return result;
}

export const isLikedQueryOptions = (postObjectId: string, username: string | null) =>
  queryOptions({
    queryKey: ["memorial-post-liked", postObjectId, username],
    queryFn: ({ signal }) => fetchIsLiked(postObjectId, signal),
    enabled: username !== null,
  });

/** False while signed out or still loading. */
export function useIsLiked(postObjectId: string, username: string | null) {
  const query = useQuery(isLikedQueryOptions(postObjectId, username));
  return username !== null && query.data === true;
}
