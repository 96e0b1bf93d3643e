import { and, asc, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { keeperInvitations, postKeepers, posts, users } from "../db/schema";
import { postAuthorColumns } from "../presenters/post-presenter";

/** A memorial's co-keepers with their names, the longest-standing first (they inherit first). */
export function listCoKeepers(db: Db, postId: string) {
  return db
    .select({ ...postAuthorColumns, addedAt: postKeepers.addedAt })
    .from(postKeepers)
    .innerJoin(users, eq(users.id, postKeepers.userId))
    .where(eq(postKeepers.postId, postId))
    .orderBy(asc(postKeepers.addedAt), asc(users.id));
}

/** Its invitations not yet accepted (expired ones too, so the author can send them again), newest first. */
export function listPendingInvitations(db: Db, postId: string) {
  return db
    .select({ id: keeperInvitations.id, email: keeperInvitations.email, createdAt: keeperInvitations.createdAt, expiresAt: keeperInvitations.expiresAt })
    .from(keeperInvitations)
    .where(and(eq(keeperInvitations.postId, postId), isNull(keeperInvitations.acceptedAt)))
    .orderBy(desc(keeperInvitations.createdAt), desc(keeperInvitations.id));
}

/** The memorial's name and its author, as the keepers panel starts with them. */
export async function findKeepersHead(db: Db, postId: string) {
  const [head] = await db
    .select({ blogId: posts.blogId, firstname: posts.firstname, lastname: posts.lastname, author: postAuthorColumns })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(eq(posts.id, postId))
    .limit(1);
  return head!;
}
