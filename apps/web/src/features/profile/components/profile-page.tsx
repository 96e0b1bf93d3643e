import { useParams } from "react-router";
import { PlaceholderScreen } from "../../../components/ui/placeholder-screen";

/** /user/:username. */
export function ProfilePage() {
  const { username = "" } = useParams();
  return <PlaceholderScreen title={`@${username}`}>This person&rsquo;s profile and the memorials they have published will appear here.</PlaceholderScreen>;
}
