import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { toastError } from "../../../lib/toast";
import { refreshOwnPostAfter, updateActivity } from "./get-post";
import { isLikedQueryOptions } from "./is-liked-by-user";

type LikeInput = { postObjectId: string; liked: boolean };

/** POST /like-post (auth): `isLikedByUser` is the state shown before the click; the answer is the state after. */
export async function likePost({ postObjectId, liked }: LikeInput) {
  const { liked_by_user } = await apiFetch("/like-post", { body: { _id: postObjectId, isLikedByUser: liked } });
  return liked_by_user;
}

/**
 * Likes toggle optimistically (docs/spec.md section 4): the heart and the count change at once,
 * then the server is told; a failure puts both back.
 */
export function useLikePost(postId: string, username: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: likePost,
    onMutate: async ({ postObjectId, liked }) => {
      const likedKey = isLikedQueryOptions(postObjectId, username).queryKey;
      await queryClient.cancelQueries({ queryKey: likedKey });
      queryClient.setQueryData(likedKey, !liked);
      updateActivity(queryClient, postId, (a) => ({ total_likes: Math.max(0, a.total_likes + (liked ? -1 : 1)) }));
      return { refreshOwnPost: refreshOwnPostAfter(queryClient, postId, username) };
    },
    onError: (error, { postObjectId, liked }) => {
      queryClient.setQueryData(isLikedQueryOptions(postObjectId, username).queryKey, liked);
      updateActivity(queryClient, postId, (a) => ({ total_likes: Math.max(0, a.total_likes + (liked ? 1 : -1)) }));
      toastError(error);
    },
    onSettled: (_likedNow, _error, _input, context) => void context?.refreshOwnPost(),
    onSuccess: (likedNow, { postObjectId, liked }) => {
      // The server decides from its own records; if it disagrees with the guess, follow it.
      if (likedNow === !liked) return;
      queryClient.setQueryData(isLikedQueryOptions(postObjectId, username).queryKey, likedNow);
      updateActivity(queryClient, postId, (a) => ({ total_likes: Math.max(0, a.total_likes + (likedNow ? 1 : -1)) }));
    },
  });
}
