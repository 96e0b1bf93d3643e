import { useEffect, useId, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { NOTIFICATION_FILTERS, type NotificationFilter } from "@kma/core/enums";
import { EmptyState, PagedList } from "../../../components/list-states";
import { TabList, tabId, tabPanelId, type TabItem } from "../../../components/ui/tab-list";
import { pageTitle } from "../../../config/site";
import { useT, type MessageKey } from "../../../lib/i18n";
import { updateSession, useSession } from "../../../lib/session";
import { newNotificationQueryOptions } from "../api/get-new-notification";
import { useNotifications } from "../api/get-notifications";
import { NotificationCard } from "./notification-card";

// The filters are API values; what the tabs say comes from the catalog (English: the value itself, capitalized by CSS).
const FILTER_LABELS: Record<NotificationFilter, MessageKey> = {
  all: "dashboard.filterAll",
  like: "dashboard.filterLike",
  memorial: "dashboard.filterMemorial",
  reply: "dashboard.filterReply",
  tribute: "dashboard.filterTribute",
  image: "dashboard.filterImage",
};

/**
 * /dashboard/notifications (docs/spec.md "Dashboard", section 4): filter tabs (a change starts the
 * list over), Load More, replies and deletes from each entry. Loading the first page marks it
 * seen on the server, so the new-notification flag (the red dots) clears here as well.
 */
export function NotificationsPage() {
  const [filter, setFilter] = useState<NotificationFilter>("all");
  const notifications = useNotifications(filter);
  const queryClient = useQueryClient();
  const session = useSession();
  const token = session.access_token;
  const flagged = session.access_token !== null && session.new_notification_available;
  const idPrefix = useId();
  const loaded = notifications.isSuccess;
  const t = useT();
  const filterTabs: ReadonlyArray<TabItem<NotificationFilter>> = NOTIFICATION_FILTERS.map((id) => ({
    id,
    label: t(FILTER_LABELS[id]),
    className: "capitalize",
  }));

  useEffect(() => {
    if (!loaded) return;
    queryClient.setQueryData(newNotificationQueryOptions(token).queryKey, { new_notification_available: false });
    if (flagged) updateSession({ new_notification_available: false });
  }, [loaded, flagged, queryClient, token]);

  const list = notifications.data?.pages.flatMap((page) => page.notifications) ?? [];

  return (
    <section aria-labelledby="notifications-heading">
      <title>{pageTitle(t("dashboard.notifications"))}</title>
      <h1 id="notifications-heading" className="font-serif text-3xl text-slate-900 sm:text-[2.1rem]">
        {t("dashboard.notifications")}
      </h1>
      <p className="mt-1.5 text-slate-600">{t("dashboard.notificationsIntro")}</p>

      <TabList
        label={t("dashboard.filterNotifications")}
        idPrefix={idPrefix}
        variant="pills"
        tabs={filterTabs}
        selected={filter}
        onSelect={setFilter}
        className="mt-6 flex-wrap"
      />

      <div id={tabPanelId(idPrefix)} role="tabpanel" aria-labelledby={tabId(idPrefix, filter)} className="mt-6">
        <PagedList
          query={notifications}
          count={list.length}
          loadingLabel={t("dashboard.loadingNotifications")}
          errorText={(error) => error.message}
          empty={<EmptyState title={t("messages.nothingAvailable")} />}
        >
          <ul className="space-y-3">
            {list.map((notification) => (
              <li key={notification._id}>
                <NotificationCard notification={notification} filter={filter} />
              </li>
            ))}
          </ul>
        </PagedList>
      </div>
    </section>
  );
}
