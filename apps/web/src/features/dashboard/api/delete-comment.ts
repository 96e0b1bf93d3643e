import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NotificationFilter } from "@kma/core/enums";
import { apiFetch } from "../../../lib/api-client";
import { notificationsQueryOptions, updateNotification } from "./get-notifications";

/** Deletes a memorial or reply with its replies; the server drops the notifications about them too. */
export function deleteComment(_id: string) {
  return apiFetch("/delete-comment", { body: { _id } });
}

/**
 * From a notification: `comment` deletes the memorial or reply it is about (and so the
 * notification itself); `reply` deletes the user's own answer written here, and the
 * notification stays, ready for another reply.
 */
export type NotificationCommentTarget = { notificationId: string; commentId: string; which: "comment" | "reply" };

export function useDeleteNotificationComment(filter: NotificationFilter) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId }: NotificationCommentTarget) => deleteComment(commentId),
    onSuccess: async (_result, { notificationId, which }) => {
      await queryClient.invalidateQueries({ queryKey: ["notifications"], refetchType: "none" });
      queryClient.setQueryData(notificationsQueryOptions(filter).queryKey, (data) =>
        updateNotification(data, notificationId, (n) => (which === "comment" ? null : { ...n, reply: null })),
      );
    },
  });
}
