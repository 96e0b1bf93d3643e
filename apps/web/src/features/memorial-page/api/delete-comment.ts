import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** POST /delete-comment (auth): the comment and all its replies. */
export function deleteComment(commentId: string) {
  return apiFetch("/delete-comment", { body: { _id: commentId } });
}

export function useDeleteComment() {
  return useMutation({ mutationFn: deleteComment });
}
