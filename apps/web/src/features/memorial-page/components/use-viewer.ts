import { useSession } from "../../../lib/session";
import type { MemorialPost } from "../api/types";

/**
 * Who is looking at the post, and what they may do with it: the server's `can` (docs/api.md
 * "What the viewer may do"), never worked out here. Each memorial-wall message, tribute and
 * album entry carries its own `can` for the viewer the same way.
 */
export function useViewer(post: Pick<MemorialPost, "can">) {
  const session = useSession();
  const username = session.access_token === null ? null : session.username;
  return { session, username, signedIn: username !== null, can: post.can };
}
