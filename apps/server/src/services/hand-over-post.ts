import type { Db } from "../db/client";

/** Placeholder until post_keepers lands on main (rebase): no co-keepers yet, so nothing is handed over. */
export async function handOverOrphanedPost(_db: Db, _postId: string, _fromUserId: string): Promise<boolean> {
  return false;
}
