import { useParams } from "react-router";
import { PlaceholderScreen } from "../../../components/ui/placeholder-screen";

/** /postcreate and /postcreate/:post_id. The memorial form arrives with its own issue. */
export function PostCreatePage() {
  const { post_id: postId } = useParams();
  return postId ? (
    <PlaceholderScreen title="Edit memorial">This is where you will edit this memorial and publish it or keep it as a draft.</PlaceholderScreen>
  ) : (
    <PlaceholderScreen title="Create a memorial">
      This is where you will write a memorial: about them, their family, education and career, the funeral service, their story and photos.
    </PlaceholderScreen>
  );
}
