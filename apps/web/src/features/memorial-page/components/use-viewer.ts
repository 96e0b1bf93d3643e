import { useSession } from "../../../lib/session";
import { useIsKeeper } from "../api/get-keeper-status";
import type { MemorialPost } from "../api/types";

/**
 * Who is looking at the post, and what they may do (docs/spec.md section 6): its keepers
 * (the author and the co-keepers they invited) edit the post and delete anything on it; a
 * signed-in poster deletes their own memorials, tributes and photos. Anonymous posts can only
 * be removed by a keeper. The server decides the same on every call.
 */
export function useViewer(post: Pick<MemorialPost, "author" | "blog_id">) {
  const session = useSession();
  const username = session.access_token === null ? null : session.username;
  const isAuthor = username !== null && username === post.author.personal_info.username;
  const isCoKeeper = useIsKeeper(post.blog_id, isAuthor ? null : username);
  const isKeeper = isAuthor || isCoKeeper;
  const canDelete = (poster: { personal_info: { username: string } } | null | undefined) => username !== null && (isKeeper || poster?.personal_info.username === username);
  return { session, username, signedIn: username !== null, isAuthor, isKeeper, canDelete };
}
