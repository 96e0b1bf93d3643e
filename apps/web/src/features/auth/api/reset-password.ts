import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

export type ResetPasswordInput = { token: string; new_password: string; confirm_new_password: string };

export function resetPassword(input: ResetPasswordInput) {
  return apiFetch("/resetpassword", { method: "POST", body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
