import { AccountLayout } from "../../../components/account-layout";

/** /dashboard frame: the account sidebar (shared with /settings) beside the chosen screen. */
export function DashboardLayout() {
  return <AccountLayout />;
}
