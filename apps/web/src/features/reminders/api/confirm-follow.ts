import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** POST /confirm-follow: the confirmation link starts the reminders; an unknown link is an ApiError with its sentence. */
export async function confirmFollow(token: string) {
  const { post } = await apiFetch("/confirm-follow", { body: { token } });
  return post;
}

export function useConfirmFollow() {
  return useMutation({ mutationFn: confirmFollow });
}
