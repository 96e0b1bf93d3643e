import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** A user card (docs/spec.md "User cards"): name, username and picture. */
export type UserCardData = { personal_info: { fullname: string; username: string; profile_img: string } };

/** POST /search-users {query}: up to 50 accounts, best match first. */
export async function searchUsers(query: string, signal?: AbortSignal) {
  return (await apiFetch<{ users: UserCardData[] }>("/search-users", { body: { query }, signal })).users;
}

export const searchUsersQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ["search", "users", query],
    queryFn: ({ signal }) => searchUsers(query, signal),
  });

export const useSearchUsers = (query: string) => useQuery(searchUsersQueryOptions(query));
