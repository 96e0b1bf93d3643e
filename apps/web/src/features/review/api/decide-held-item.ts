import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { HeldKind } from "@kma/core/engagement/review-rules";
import { apiFetch } from "../../../lib/api-client";
import { heldItemsQueryOptions, withoutItem } from "./get-held-items";

export type Decision = { kind: HeldKind; _id: string; action: "approve" | "approve-trust" | "reject" };

/** POST /approve-held-item (with `trust` for "Approve and trust this person") or /reject-held-item. */
export function decideHeldItem({ kind, _id, action }: Decision) {
  if (action === "reject") return apiFetch("/reject-held-item", { body: { kind, _id } });
  return apiFetch("/approve-held-item", { body: { kind, _id, trust: action === "approve-trust" } });
}

export function useDecideHeldItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideHeldItem,
    onSuccess: (_answer, { _id }) => {
      queryClient.setQueryData(heldItemsQueryOptions().queryKey, (data) => withoutItem(data, _id));
      // The memorial's lists and counts changed for everyone: read them afresh when next shown.
      void queryClient.invalidateQueries({ refetchType: "none" });
    },
  });
}
