import { useMutation } from "@tanstack/react-query";
import type { DeleteAccountInput } from "@kma/core/users/account-schemas";
import { apiFetch } from "../../../lib/api-client";

export function deleteAccount(input: DeleteAccountInput) {
  return apiFetch("/delete-account", { body: input });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
