import { PlaceholderScreen } from "../../../components/ui/placeholder-screen";

/** /dashboard/posts. */
export function ManagePostsPage() {
  return <PlaceholderScreen title="Manage Posts">Your published memorials and drafts will be listed here, to edit or delete.</PlaceholderScreen>;
}
