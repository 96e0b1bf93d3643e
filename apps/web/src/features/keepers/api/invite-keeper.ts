import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { postKeepersQueryOptions } from "./get-post-keepers";

/** POST /invite-keeper (auth, the author): mails a single-use link to `email`. */
export function inviteKeeper({ postId, email }: { postId: string; email: string }) {
  return apiFetch("/invite-keeper", { body: { post_id: postId, email } });
}

export function useInviteKeeper(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: inviteKeeper, onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeepersQueryOptions(postId).queryKey }) });
}
