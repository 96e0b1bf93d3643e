import { and, asc, eq } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import type { Db } from "../db/client";
import { postTrustedPeople, users, type User } from "../db/schema";
import { forbidden } from "../lib/http-errors";
import { canReviewOnPost } from "../policies/post-policy";
import { postAuthorColumns } from "../presenters/post-presenter";
import { findViewablePost } from "./find-viewable-post";

/**
 * The people a memorial's keepers trusted ("Approve and trust this person", decision 024), and
 * taking that trust back: an account can change hands, or a trusted relative can start posting
 * what the family would rather read first. Keepers only, checked afresh on every call.
 */
export async function listTrustedPeople(db: Db, user: User, postRef: string) {
  const post = await findViewablePost(db, postRef, user);
  if (!canReviewOnPost(user, post)) throw forbidden(MESSAGES.forbidden);
  return db
    .select({ ...postAuthorColumns, trustedAt: postTrustedPeople.trustedAt })
    .from(postTrustedPeople)
    .innerJoin(users, eq(users.id, postTrustedPeople.userId))
    .where(eq(postTrustedPeople.postId, post.id))
    .orderBy(asc(postTrustedPeople.trustedAt), asc(users.id));
}

/** Their next items on this memorial wait for approval again under the 'review' setting. Idempotent. */
export async function untrustPerson(db: Db, user: User, postRef: string, personId: string): Promise<void> {
  const post = await findViewablePost(db, postRef, user);
  if (!canReviewOnPost(user, post)) throw forbidden(MESSAGES.forbidden);
  await db.delete(postTrustedPeople).where(and(eq(postTrustedPeople.postId, post.id), eq(postTrustedPeople.userId, personId)));
}
