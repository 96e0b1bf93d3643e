import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SocialKey } from "@kma/core/enums";
import { ApiError, apiFetch } from "../../../lib/api-client";

/** The User of docs/api.md, as POST /get-profile returns it (with `_id`, used to list the user's posts). */
export type Profile = {
  _id: string;
  personal_info: { fullname: string; username: string; profile_img: string; bio: string; residence?: string };
  account_info: { total_posts: number; total_reads: number };
  social_links: Partial<Record<SocialKey, string>>;
  joinedAt: string;
};

export async function getProfile(username: string, signal?: AbortSignal) {
  return apiFetch<Profile>("/get-profile", { body: { username }, signal });
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
