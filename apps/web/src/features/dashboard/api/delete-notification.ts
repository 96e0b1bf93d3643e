import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NotificationFilter } from "@kma/core/enums";
import { apiFetch } from "../../../lib/api-client";
import { notificationsQueryOptions, updateNotification } from "./get-notifications";

export function deleteNotification(_id: string) {
  return apiFetch("/delete-notification", { body: { _id } });
}

/** Removes a notification; the list on screen loses it (one fewer in total, one more deleted). */
export function useDeleteNotification(filter: NotificationFilter) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSuccess: async (_result, id) => {
      await queryClient.invalidateQueries({ queryKey: ["notifications"], refetchType: "none" });
      queryClient.setQueryData(notificationsQueryOptions(filter).queryKey, (data) => updateNotification(data, id, () => null));
    },
  });
}
