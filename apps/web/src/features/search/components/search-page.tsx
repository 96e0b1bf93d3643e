import { useParams } from "react-router";
import { PlaceholderScreen } from "../../../components/ui/placeholder-screen";

/** /search/:query. */
export function SearchPage() {
  const { query = "" } = useParams();
  return <PlaceholderScreen title={`Results for “${query}”`}>Memorials and accounts that match your search will be listed here.</PlaceholderScreen>;
}
