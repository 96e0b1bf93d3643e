import { eq, or, type SQL } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import type { Db, Tx } from "../db/client";
import { placeholder, ShapedStatement } from "../db/shaped-statements";
import { posts, type Post, type User } from "../db/schema";
import { notFound } from "../lib/http-errors";
import { canViewPost } from "../policies/post-policy";
import { sharedRead } from "./page-render-reads";
import { keeperIdsOf } from "./post-keepers";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A reference shaped like a post's `_id` (which may also be some post's blog_id). */
export const isPostUuid = (ref: string) => UUID.test(ref);

/**
 * A post named by its `_id` or its `blog_id` slug: docs/spec.md sends "blog_id" to the list calls
 * but the original client filled it with the post's _id, so both are accepted.
 */
export function postRefCondition(ref: string): SQL {
  return refCondition(isPostUuid(ref), ref);
}

/** The condition for a reference shaped like a uuid or not; `ref` its value or a placeholder for it. */
const refCondition = (uuidShaped: boolean, ref: string): SQL => (uuidShaped ? (or(eq(posts.id, ref), eq(posts.blogId, ref)) as SQL) : eq(posts.blogId, ref));

export type PostRef = Pick<Post, "id" | "authorId" | "draft"> & { keeperIds: string[] };

/** What `findViewablePost` reads of a post by its `_id` or `blog_id`, shared within one page render (page-render-reads.ts). */
export const postRefKey = (ref: string) => `post ref ${ref}`;

/** Two shapes (a uuid-shaped reference or a slug), each built once; a call binds its reference (db/shaped-statements.ts). */
const byRef = new ShapedStatement<Array<PostRef>>();

/** The post if `user` may see it (drafts only by their keepers); otherwise a 404. */
export async function findViewablePost(db: Db | Tx, ref: string, user: Pick<User, "id"> | null): Promise<PostRef> {
  // A memorial page's album, wall and tributes each name the memorial: one read for the three.
  const post = await sharedRead(postRefKey(ref), async (): Promise<PostRef | null> => {
    const uuidShaped = isPostUuid(ref);
    const [row] = await byRef.run(db, uuidShaped ? "by _id or blog_id" : "by blog_id", { ref }, () =>
      db
        .select({ id: posts.id, authorId: posts.authorId, draft: posts.draft, keeperIds: keeperIdsOf(posts.id) })
        .from(posts)
        .where(refCondition(uuidShaped, placeholder("ref")))
        .limit(1),
    );
    return row ?? null;
  });
  if (!post || !canViewPost(user, post)) throw notFound(MESSAGES.postNotFound);
  return post;
}
