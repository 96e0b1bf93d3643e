import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** POST /keeper-invitation: who invites to which memorial; a used, expired or unknown link is an ApiError with its sentence. */
export async function getKeeperInvitation(token: string, signal?: AbortSignal) {
  const { invitation } = await apiFetch("/keeper-invitation", { body: { token }, signal });
  return invitation;
}

export const keeperInvitationQueryOptions = (token: string) =>
  queryOptions({ queryKey: ["keeper-invitation", token], queryFn: ({ signal }) => getKeeperInvitation(token, signal), retry: false });

export function useKeeperInvitation(token: string) {
  return useQuery(keeperInvitationQueryOptions(token));
}
