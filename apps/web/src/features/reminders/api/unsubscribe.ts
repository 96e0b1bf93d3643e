import { useMutation, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** POST /unsubscribe-preview: the memorial a reminder mail's link would stop, named before the click; changes nothing. */
export async function unsubscribePreview(token: string) {
  const { post } = await apiFetch("/unsubscribe-preview", { body: { token } });
  return post;
}

export function useUnsubscribePreview(token: string) {
  return useQuery({ queryKey: ["unsubscribe-preview", token], queryFn: () => unsubscribePreview(token), retry: false, staleTime: Infinity });
}

/** POST /unsubscribe: a reminder mail's link stops that address's reminders of the memorial, without signing in. */
export async function unsubscribe(token: string) {
  const { post } = await apiFetch("/unsubscribe", { body: { token } });
  return post;
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
