import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { posts, users, type Post } from "../db/schema";
import { postAuthorColumns, type PostAuthorRow } from "../presenters/post-presenter";
import { keeperIdsOf } from "./post-keepers";

/** A post by its blog_id with its author and co-keepers, in one query (a join). Null when there is none. */
export async function findPostWithAuthor(db: Db, blogId: string): Promise<{ post: Post; author: PostAuthorRow; keeperIds: string[] } | null> {
  const [row] = await db
    .select({ post: posts, author: postAuthorColumns, keeperIds: keeperIdsOf(posts.id) })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(eq(posts.blogId, blogId))
    .limit(1);
  return row ?? null;
}
