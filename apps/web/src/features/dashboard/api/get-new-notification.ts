import { useEffect } from "react";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { updateSession, useSession } from "../../../lib/session";

export function getNewNotification(signal?: AbortSignal) {
  return apiFetch("/new-notification", { signal });
}

/** Keyed by token: it runs when the app mounts with a token and again whenever the token changes. */
export const newNotificationQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ["new-notification", token],
    queryFn: ({ signal }) => getNewNotification(signal),
    enabled: token !== null,
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });

/** Merges the server's new_notification_available into the session; a failure is only logged. */
export function useNewNotificationCheck() {
  const token = useSession().access_token;
  const { data, error } = useQuery(newNotificationQueryOptions(token));

  useEffect(() => {
    if (data && typeof data.new_notification_available === "boolean") {
      updateSession({ new_notification_available: data.new_notification_available });
    }
  }, [data]);

  useEffect(() => {
    if (error) console.warn("Could not check for new notifications:", error.message);
  }, [error]);
}
