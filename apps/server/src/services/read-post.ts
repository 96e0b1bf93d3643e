import type { Db } from "../db/client";
import type { Post } from "../db/schema";
import type { PostAuthorRow } from "../presenters/post-presenter";
import { findPostWithAuthor } from "./find-post-with-author";
import type { PostReadCounter } from "./post-read-counter";

/** A post and its author as read from the database, with the read counter's mark taken then. */
export type LoadedPost = { post: Post; author: PostAuthorRow; keeperIds: string[]; readsMark: number };

export async function loadPost(db: Db, counter: PostReadCounter, blogId: string): Promise<LoadedPost | null> {
  const found = await findPostWithAuthor(db, blogId);
  return found && { ...found, readsMark: counter.mark(found.post.id) };
}

/** The post with every read counted so far, this one not included (the author's edit form, a draft). */
export function withReadsSoFar(counter: PostReadCounter, loaded: LoadedPost): Post {
  return { ...loaded.post, totalReads: loaded.post.totalReads + counter.postReadsSince(loaded.post.id, loaded.readsMark) };
}

/**
 * One public read of a post: +1 to the post's total_reads and to its author's (written in
 * batches by the counter). Returns the post with its count as of now.
 */
export function countPostRead(counter: PostReadCounter, loaded: LoadedPost): Post {
  const { post, readsMark } = loaded;
  counter.record(post.id, post.authorId);
  return { ...post, totalReads: post.totalReads + counter.postReadsSince(post.id, readsMark) };
}
