import { PlaceholderScreen } from "../../../components/ui/placeholder-screen";

/** /settings/change-password. */
export function ChangePasswordPage() {
  return <PlaceholderScreen title="Change Password">You will be able to change your password here, with your current password.</PlaceholderScreen>;
}
