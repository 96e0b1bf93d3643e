import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** A user card (docs/spec.md "User cards"): name, username and picture (packages/core user-answer-shapes.ts). */
export type { UserCard as UserCardData } from "@kma/core/users/user-answer-shapes";

/** POST /search-users {query}: up to 50 accounts, best match first. */
export async function searchUsers(query: string, signal?: AbortSignal) {
  return (await apiFetch("/search-users", { body: { query }, signal })).users;
}

export const searchUsersQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ["search", "users", query],
    queryFn: ({ signal }) => searchUsers(query, signal),
  });

export const useSearchUsers = (query: string) => useQuery(searchUsersQueryOptions(query));
