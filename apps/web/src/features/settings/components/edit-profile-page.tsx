import { PlaceholderScreen } from "../../../components/ui/placeholder-screen";

/** /settings/edit-profile. */
export function EditProfilePage() {
  return <PlaceholderScreen title="Edit Profile">Your profile photo, mobile number, residence, username, bio and social links will be editable here.</PlaceholderScreen>;
}
