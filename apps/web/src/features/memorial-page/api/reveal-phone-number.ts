import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { toastError } from "../../../lib/toast";
import type { PhoneRef } from "../lib/family-contacts";

/** POST /reveal-phone-number (auth; docs/api.md "Additions"): one family number, counted against the reader's hourly allowance. */
export async function revealPhoneNumber(blogId: string, ref: PhoneRef): Promise<string> {
  const { number } = await apiFetch("/reveal-phone-number", { body: { blog_id: blogId, ...ref } });
  return number;
}

/** 'Show number': the number stays in this card's state only (never in the page's cached post). */
export function useRevealPhoneNumber(blogId: string, ref: PhoneRef) {
  return useMutation({ mutationFn: () => revealPhoneNumber(blogId, ref), onError: (error) => toastError(error) });
}
