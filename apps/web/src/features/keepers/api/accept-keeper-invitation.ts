import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** POST /accept-keeper-invitation (auth): the signed-in user becomes a co-keeper; answers the memorial's blog_id. */
export function acceptKeeperInvitation(token: string) {
  return apiFetch("/accept-keeper-invitation", { body: { token } });
}

export function useAcceptKeeperInvitation() {
  const queryClient = useQueryClient();
  // Whatever was read as a visitor (the memorial's edit button, the kept list) changes now.
  return useMutation({ mutationFn: acceptKeeperInvitation, onSuccess: () => queryClient.invalidateQueries() });
}
