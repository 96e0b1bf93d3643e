import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import type { ReminderMemorial } from "./types";

/** POST /unsubscribe: a reminder mail's link stops that address's reminders of the memorial, without signing in. */
export async function unsubscribe(token: string) {
  const { post } = await apiFetch<{ post: ReminderMemorial }>("/unsubscribe", { body: { token } });
  return post;
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
