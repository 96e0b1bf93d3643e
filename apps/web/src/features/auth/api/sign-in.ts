import { useMutation } from "@tanstack/react-query";
import type { SigninInput } from "@kma/core/users/user-schemas";
import { apiFetch } from "../../../lib/api-client";
import { saveSession } from "../../../lib/session";
import { requireSessionUser } from "./session-user";

export async function signIn(input: SigninInput) {
  return requireSessionUser(await apiFetch("/signin", { method: "POST", body: input }));
}

/** On success the user is saved; the sign-in route then redirects away by itself. */
export function useSignIn() {
  return useMutation({ mutationFn: signIn, onSuccess: saveSession });
}
