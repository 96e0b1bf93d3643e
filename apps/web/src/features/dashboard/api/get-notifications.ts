import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from "@tanstack/react-query";
import type { NotificationFilter, NotificationType } from "@kma/core/enums";
import { apiFetch } from "../../../lib/api-client";

type PersonalInfo = { username: string; fullname: string; profile_img: string };
type CommentRef = { _id: string; comment: string } | null;

/** A notification as POST /notifications answers it (docs/api.md; server presenters/notification-presenter). */
export type Notification = {
  _id: string;
  /** Whether it had been seen before this page was fetched (fetching marks it seen). */
  seen: boolean;
  type: NotificationType;
  createdAt: string;
  user: { personal_info: PersonalInfo } | null;
  user_without_auth: { firstname: string; lastname: string } | null;
  blog: { _id: string; blog_id: string; title: string; firstname: string; lastname: string };
  /** The memorial or reply that caused it. */
  comment: CommentRef;
  /** The recipient's own answer, written from this screen. */
  reply: CommentRef;
  /** For a reply: the recipient's comment that was answered. */
  replied_on_comment: CommentRef;
  tribute: { _id: string; tribute: string } | null;
  image: { _id: string; image: string[] } | null;
  /** Whether the recipient may delete `comment` (only on their own post). */
  can_delete_comment: boolean;
  /** type 'review': how many items wait on the memorial (decision 024); never their words. */
  held_count?: number;
};

type PageParam = { page: number; deletedDocCount: number };

/** One loaded page, with the total when fetched and the on-screen deletions before it (see get-user-posts.ts). */
export type NotificationsPage = { notifications: Notification[]; totalDocs: number; deletedDocCount: number };
export type NotificationsData = InfiniteData<NotificationsPage>;

export function getNotifications(body: { filter: NotificationFilter } & PageParam, signal?: AbortSignal) {
  return apiFetch<{ notifications: Notification[] }>("/notifications", { body, signal });
}

export function getNotificationCount(filter: NotificationFilter, signal?: AbortSignal) {
  return apiFetch<{ totalDocs: number }>("/all-notifications-count", { body: { filter }, signal });
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
export function updateNotification(data: NotificationsData | undefined, id: string, change: (n: Notification) => Notification | null): NotificationsData | undefined {
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
