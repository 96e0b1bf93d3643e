import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { followStatusKey } from "./get-follow-status";

export type { FollowAnswer } from "@kma/core/reminders/reminder-answer-shapes";

/**
 * POST /follow-memorial (auth optional): signed in, the account follows at once; signed out,
 * `email` gets a confirmation link and nothing else until it is opened.
 */
export function followMemorial(input: { post_id: string; email?: string }) {
  return apiFetch("/follow-memorial", { body: input });
}

export function useFollowMemorial(postId: string, username: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: followMemorial,
    onSuccess: (answer) => {
      if (answer.following) queryClient.setQueryData(followStatusKey(postId, username), { following: true });
    },
  });
}
