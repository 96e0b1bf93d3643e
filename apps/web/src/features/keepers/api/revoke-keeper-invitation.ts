import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { postKeepersQueryOptions } from "./get-post-keepers";

/** POST /revoke-keeper-invitation (auth, the author): the pending link stops working. */
export function revokeKeeperInvitation(invitationId: string) {
  return apiFetch("/revoke-keeper-invitation", { body: { _id: invitationId } });
}

export function useRevokeKeeperInvitation(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeKeeperInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeepersQueryOptions(postId).queryKey }),
  });
}
