import { useSession } from "../../../lib/session";
import type { MemorialPost } from "../api/types";

/**
 * Who is looking at the post, and what they may do (SPEC.md section 6): the post's author
 * edits the post and deletes anything on it; a signed-in poster deletes their own memorials,
 * tributes and photos. Anonymous posts can only be removed by the author.
 */
export function useViewer(post: Pick<MemorialPost, "author">) {
  const session = useSession();
  const username = session.access_token === null ? null : session.username;
  const isAuthor = username !== null && username === post.author.personal_info.username;
  const canDelete = (poster: { personal_info: { username: string } } | null | undefined) => username !== null && (isAuthor || poster?.personal_info.username === username);
  return { session, username, signedIn: username !== null, isAuthor, canDelete };
}
