import { PlaceholderScreen } from "../../../components/ui/placeholder-screen";

/** /post/:post_id. */
export function MemorialPage() {
  return <PlaceholderScreen title="Memorial">The memorial will appear here: their story, funeral services, photos, memorials and tributes.</PlaceholderScreen>;
}
