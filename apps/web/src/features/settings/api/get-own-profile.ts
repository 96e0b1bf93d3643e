import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UserProfile } from "@kma/core/users/user-answer-shapes";
import { apiFetch } from "../../../lib/api-client";

/** The signed-in user's own profile: docs/api.md "User", with the e-mail and mobile number only the owner gets. */
export type OwnProfile = UserProfile;

export function getOwnProfile(username: string, signal?: AbortSignal) {
  return apiFetch("/get-profile", { body: { username }, signal });
}

export const ownProfileQueryOptions = (username: string) =>
  queryOptions({
    queryKey: ["own-profile", username],
    queryFn: ({ signal }) => getOwnProfile(username, signal),
    enabled: username !== "",
  });

export function useOwnProfile(username: string) {
  return useQuery(ownProfileQueryOptions(username));
}
