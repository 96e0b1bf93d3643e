import { MESSAGES } from "@kma/core/messages";
import { apiFetch } from "../../../lib/api-client";
import { requireSessionUser } from "./session-user";

/**
 * Google Identity Services, loaded only when someone asks for it. It hands us an ID token
 * (the "credential"); the server checks it and answers with our own session.
 */
export const GOOGLE_SCRIPT_SRC = "https://accounts.google.com/gsi/client";
const LOAD_TIMEOUT_MS = 10_000;

export type GoogleCredentialResponse = { credential?: string };
export type GooglePromptMoment = {
  isNotDisplayed?: () => boolean;
  isSkippedMoment?: () => boolean;
};
export type GoogleIdentity = {
  initialize(config: { client_id: string; callback: (response: GoogleCredentialResponse) => void; ux_mode?: "popup"; cancel_on_tap_outside?: boolean }): void;
  prompt(listener?: (moment: GooglePromptMoment) => void): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
};

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

let loading: Promise<GoogleIdentity> | null = null;

/** Injects the script once; rejects when it cannot load (blocked, offline) or is too slow. */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  const ready = window.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  if (loading) return loading;
  loading = new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = GOOGLE_SCRIPT_SRC;
    script.async = true;
    const fail = (reason: string) => {
      window.clearTimeout(timer);
      script.remove();
      loading = null;
      reject(new Error(reason));
    };
    const timer = window.setTimeout(() => fail("Google sign-in script timed out"), LOAD_TIMEOUT_MS);
    script.addEventListener("load", () => {
      const identity = window.google?.accounts?.id;
      if (!identity) return fail("Google sign-in script loaded without its API");
      window.clearTimeout(timer);
      resolve(identity);
    });
    script.addEventListener("error", () => fail("Google sign-in script could not load"));
    document.head.appendChild(script);
  });
  return loading;
}

/** POST /google-auth with the ID token; a response without a user is a failure. */
export async function googleAuth(idToken: string) {
  return requireSessionUser(await apiFetch("/google-auth", { method: "POST", body: { access_token: idToken } }), MESSAGES.googleTrouble);
}
