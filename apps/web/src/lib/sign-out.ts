import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "./api-client";

/**
 * Ends this browser's session on the server, so a copy of its token (another tab's storage, a
 * shared computer) stops working too. The caller forgets the session at once without waiting:
 * a failed call (offline) must not keep anyone signed in on this device.
 */
export function endSessionOnServer(): Promise<unknown> {
  return apiFetch("/signout", { body: {} }).catch(() => undefined);
}

/** Settings > Your data: every session of the account ends, this one included. */
export function useSignOutEverywhere() {
  return useMutation({ mutationFn: () => apiFetch("/signout-everywhere", { body: {} }) });
}
