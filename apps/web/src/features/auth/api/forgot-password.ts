import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

export function forgotPassword(input: { email: string }) {
  return apiFetch("/forgotpassword", { method: "POST", body: input });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
