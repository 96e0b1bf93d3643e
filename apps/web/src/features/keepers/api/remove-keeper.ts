import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { postKeepersQueryOptions } from "./get-post-keepers";

/** POST /remove-keeper (auth): the author removes a co-keeper, or a co-keeper leaves (their own id). */
export function removeKeeper({ postId, userId }: { postId: string; userId: string }) {
  return apiFetch("/remove-keeper", { body: { post_id: postId, user_id: userId } });
}

export function useRemoveKeeper(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeKeeper, onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeepersQueryOptions(postId).queryKey }) });
}
