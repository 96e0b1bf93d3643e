import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { followStatusKey } from "./get-follow-status";

/** POST /unfollow-memorial (auth): the account stops its own reminders of the memorial. */
export function unfollowMemorial(postId: string) {
  return apiFetch("/unfollow-memorial", { body: { post_id: postId } });
}

export function useUnfollowMemorial(postId: string, username: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unfollowMemorial(postId),
    onSuccess: () => queryClient.setQueryData(followStatusKey(postId, username), { following: false }),
  });
}
