import { useMutation } from "@tanstack/react-query";
import type { SignupInput } from "@kma/core/users/user-schemas";
import { apiFetch } from "../../../lib/api-client";
import { saveSession } from "../../../lib/session";
import { requireSessionUser } from "./session-user";

export async function signUp(input: SignupInput) {
  return requireSessionUser(await apiFetch("/signup", { method: "POST", body: input }));
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp, onSuccess: saveSession });
}
