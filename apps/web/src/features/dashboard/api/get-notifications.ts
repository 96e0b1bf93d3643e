import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from "@tanstack/react-query";
import type { NotificationFilter } from "@kma/core/enums";
import type { Notification } from "@kma/core/notifications/notification-answer-shapes";
import { apiFetch } from "../../../lib/api-client";

/** A notification as POST /notifications answers it (docs/api.md; packages/core notification-answer-shapes.ts). */
export type { Notification };

type PageParam = { page: number; deletedDocCount: number };

/** One loaded page, with the total when fetched and the on-screen deletions before it (see get-user-posts.ts). */
export type NotificationsPage = { notifications: Notification[]; totalDocs: number; deletedDocCount: number };
export type NotificationsData = InfiniteData<NotificationsPage>;

export function getNotifications(body: { filter: NotificationFilter } & PageParam, signal?: AbortSignal) {
  return apiFetch("/notifications", { body, signal });
}

export function getNotificationCount(filter: NotificationFilter, signal?: AbortSignal) {
  return apiFetch("/all-notifications-count", { body: { filter }, signal });
}

export const notificationsQueryOptions = (filter: NotificationFilter) =>
  infiniteQueryOptions({
    queryKey: ["notifications", filter],
    initialPageParam: { page: 1, deletedDocCount: 0 } as PageParam,
    queryFn: async ({ pageParam, signal }): Promise<NotificationsPage> => {
      const [list, count] = await Promise.all([getNotifications({ filter, ...pageParam }, signal), getNotificationCount(filter, signal)]);
      return { notifications: list.notifications, totalDocs: count.totalDocs, deletedDocCount: pageParam.deletedDocCount };
    },
    getNextPageParam: (lastPage, allPages, lastPageParam) => {
      const loaded = allPages.reduce((sum, page) => sum + page.notifications.length, 0);
      return loaded < lastPage.totalDocs ? { page: lastPageParam.page + 1, deletedDocCount: lastPage.deletedDocCount } : undefined;
    },
    // Each visit shows what is new now.
    staleTime: 0,
  });

export function useNotifications(filter: NotificationFilter) {
  return useInfiniteQuery(notificationsQueryOptions(filter));
}

/** Applies `change` to one notification wherever it is loaded; `null` removes it (one fewer, one more deleted). */
export function updateNotification(
  data: NotificationsData | undefined,
  id: string,
  change: (n: Notification) => Notification | null,
): NotificationsData | undefined {
  if (!data) return data;
  const found = data.pages.some((page) => page.notifications.some((n) => n._id === id));
  if (!found) return data;
  let removed = false;
  const pages = data.pages.map((page) => ({
    ...page,
    notifications: page.notifications.flatMap((n) => {
      if (n._id !== id) return [n];
      const next = change(n);
      if (next === null) removed = true;
      return next === null ? [] : [next];
    }),
  }));
  if (!removed) return { ...data, pages };
  return { ...data, pages: pages.map((page) => ({ ...page, totalDocs: Math.max(0, page.totalDocs - 1), deletedDocCount: page.deletedDocCount + 1 })) };
}
