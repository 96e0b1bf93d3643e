import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NotificationFilter } from "@kma/core/enums";
import { apiFetch } from "../../../lib/api-client";
import { notificationsQueryOptions, updateNotification } from "./get-notifications";

/**
 * A reply written from the notifications screen (docs/spec.md section 7, add-comment's notification
 * variant): the post, the text, the comment answered and the notification it came from.
 * `blog_author` is left out: the session does not carry the author's id, and the server takes
 * the author from the post (docs/api.md: "The server never trusts it").
 */
export type NotificationReplyInput = { _id: string; comment: string; replying_to: string; notification_id: string };

export function addNotificationReply(body: NotificationReplyInput) {
  return apiFetch("/add-comment", { body });
}

/** On success the notification shows the reply as the user's own answer. */
export function useAddNotificationReply(filter: NotificationFilter) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addNotificationReply,
    onSuccess: (created, input) => {
      queryClient.setQueryData(notificationsQueryOptions(filter).queryKey, (data) =>
        updateNotification(data, input.notification_id, (n) => ({ ...n, reply: { _id: created._id, comment: created.comment } })),
      );
    },
  });
}
