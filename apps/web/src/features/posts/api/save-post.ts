import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PostFields } from "@kma/core/posts/post-schemas";
import { apiFetch } from "../../../lib/api-client";

/** POST /create-post: every field, the computed age, draft, and the blog_id when the post exists. */
export type SavePostInput = PostFields & { age: number; draft: boolean; id?: string };

export function savePost(input: SavePostInput) {
  return apiFetch("/create-post", { method: "POST", body: input });
}

/** Saving changes lists, counts and the memorial page: everything cached is marked stale and refetched where it is shown next. */
export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePost,
    onSuccess: () => queryClient.invalidateQueries({ refetchType: "none" }),
  });
}
