import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SocialKey } from "@kma/core/enums";
import { apiFetch } from "../../../lib/api-client";

/** The signed-in user's own profile: docs/api.md "User" plus the e-mail and mobile number only the owner gets. */
export type OwnProfile = {
  personal_info: {
    fullname: string;
    username: string;
    profile_img: string;
    bio: string;
    residence: string;
    email: string;
    mobilenumber: string;
  };
  account_info: { total_posts: number; total_reads: number };
  social_links: Record<SocialKey, string>;
  joinedAt: string;
};

export function getOwnProfile(username: string, signal?: AbortSignal) {
  return apiFetch<OwnProfile>("/get-profile", { body: { username }, signal });
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
