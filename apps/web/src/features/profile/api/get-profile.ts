import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiFetch } from "../../../lib/api-client";

/** The User of docs/api.md, as POST /get-profile returns it (with `_id`, used to list the user's posts). */
export type { UserProfile as Profile } from "@kma/core/users/user-answer-shapes";

export async function getProfile(username: string, signal?: AbortSignal) {
  return apiFetch("/get-profile", { body: { username }, signal });
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export const profileQueryOptions = (username: string) =>
  queryOptions({
    queryKey: ["profile", "user", username.toLowerCase()],
    queryFn: ({ signal }) => getProfile(username, signal),
    // An unknown username will not appear by asking again.
    retry: (failures, error) => !isNotFound(error) && failures < 1,
    // Nor on mounting: a server-rendered not-found profile hydrates as it was sent.
    retryOnMount: false,
  });

export const useProfile = (username: string) => useQuery(profileQueryOptions(username));
