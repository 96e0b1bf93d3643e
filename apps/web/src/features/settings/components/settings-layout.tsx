import { AccountLayout } from "../../../components/account-layout";

/** /settings frame: the same account sidebar as /dashboard, beside the chosen screen. */
export function SettingsLayout() {
  return <AccountLayout />;
}
