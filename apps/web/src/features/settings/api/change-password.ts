import { useMutation } from "@tanstack/react-query";
import type { ChangePasswordInput } from "@kma/core/users/user-schemas";
import { apiFetch } from "../../../lib/api-client";

export function changePassword(input: ChangePasswordInput) {
  return apiFetch("/change-password", { body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
