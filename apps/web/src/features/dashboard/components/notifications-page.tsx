import { PlaceholderScreen } from "../../../components/ui/placeholder-screen";

/** /dashboard/notifications. */
export function NotificationsPage() {
  return <PlaceholderScreen title="Notifications">Likes, memorials, replies, tributes and images left on your memorials will be listed here.</PlaceholderScreen>;
}
