import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { placeholder, ShapedStatement } from "../db/shaped-statements";
import { posts, users, type Post } from "../db/schema";
import { postAuthorColumns, type PostAuthorRow } from "../presenters/post-presenter";
import { postRefKey, type PostRef } from "./find-viewable-post";
import { sharedRead } from "./page-render-reads";
import { keeperIdsOf } from "./post-keepers";

export type PostWithAuthor = { post: Post; author: PostAuthorRow; keeperIds: string[] };

/** One shape: built once, each call binds its blog_id (db/shaped-statements.ts). */
const byBlogId = new ShapedStatement<PostWithAuthor[]>();

/**
 * A post by its blog_id with its author and co-keepers, in one query (a join). Null when there
 * is none. Within a page render (page-render-reads.ts) the share preview and get-post read it
 * once, and it answers the page's later lookups of the post by its _id.
 */
export async function findPostWithAuthor(db: Db, blogId: string): Promise<PostWithAuthor | null> {
  return sharedRead(
    `post with author ${blogId}`,
    async () => {
      const [row] = await byBlogId.run(db, "by blog_id", { blogId }, () =>
        db
          .select({ post: posts, author: postAuthorColumns, keeperIds: keeperIdsOf(posts.id) })
          .from(posts)
          .innerJoin(users, eq(users.id, posts.authorId))
          .where(eq(posts.blogId, placeholder("blogId")))
          .limit(1),
      );
      return row ?? null;
    },
    (row) =>
      row
        ? [[postRefKey(row.post.id), { id: row.post.id, authorId: row.post.authorId, draft: row.post.draft, keeperIds: row.keeperIds } satisfies PostRef]]
        : [],
  );
}
