import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Moderation } from "@kma/core/engagement/review-rules";
import { apiFetch } from "../../../lib/api-client";
import { updatePost } from "./get-post";

/** POST /update-post-moderation (keepers only): visitors' items appear at once, or after approval (decision 024). */
export function updatePostModeration(body: { _id: string; moderation: Moderation }) {
  return apiFetch("/update-post-moderation", { body });
}

export function useUpdatePostModeration(postKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePostModeration,
    onSuccess: ({ moderation }) => {
      updatePost(queryClient, postKey, (post) => ({ ...post, moderation }));
    },
  });
}
