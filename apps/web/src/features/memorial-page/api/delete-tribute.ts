import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** POST /delete-tribute (auth): by the tributer or the post's author. */
export function deleteTribute(tributeId: string) {
  return apiFetch("/delete-tribute", { body: { _id: tributeId } });
}

export function useDeleteTribute() {
  return useMutation({ mutationFn: deleteTribute });
}
