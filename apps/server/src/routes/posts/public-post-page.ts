import type { FastifyReply, FastifyRequest } from "fastify";
import { MESSAGES } from "@kma/core/messages";
import { notFound } from "../../lib/http-errors";
import { NO_POST_ACTIONS } from "@kma/core/posts/viewer-actions";
import { SCOPES, readOptionsOf } from "../../plugins/public-cache";
import { presentPost } from "../../presenters/post-presenter";
import { loadPost } from "../../services/read-post";

/**
 * A memorial's `{ blog }` as JSON, cut just before its read count: the one field that
 * changes at every view. presentPost puts `activity` last and `total_reads` last in it.
 */
type CachedPage = { head: string; postId: string; authorId: string; dbReads: number; readsMark: number };

function cutBeforeReads(json: string, reads: number): string {
  const tail = `"total_reads":${reads}}}}`;
  if (!json.endsWith(tail)) throw new Error("presentPost must end with activity.total_reads");
  return json.slice(0, json.length - tail.length + '"total_reads":'.length);
}

const ANONYMOUS_CAN = JSON.stringify(NO_POST_ACTIONS);

/**
 * get-post for an anonymous visitor (a page load, a share link): the published memorial from
 * the cache of public reads, its view counted, answered without presenting or serializing
 * the post again. Drafts are never cached: they are a 404 to anyone but their author.
 */
export async function sendPublicPostPage(request: FastifyRequest, reply: FastifyReply, blogId: string) {
  const app = request.server;
  request.servedAsPublicRead = true;
  const page = await app.publicCache.remember<CachedPage>(`get-post ${blogId}`, async () => {
    const loaded = await loadPost(app.db, app.postReads, blogId);
    if (!loaded || loaded.post.draft) throw notFound(MESSAGES.postNotFound);
    const { post, author, readsMark } = loaded;
    const head = cutBeforeReads(JSON.stringify({ blog: presentPost(post, author, { forAuthor: false }) }), post.totalReads);
    const value = { head, postId: post.id, authorId: post.authorId, dbReads: post.totalReads, readsMark };
    return { value, deps: [SCOPES.post(post.id)], bytes: head.length * 2 + 200 };
  }, readOptionsOf(request));
  const countView = () => app.postReads.record(page.postId, page.authorId);
  countView();
  // A server-rendered memorial page served again from memory is a view too.
  app.publicCache.replayOnHit(countView);
  const reads = page.dbReads + app.postReads.postReadsSince(page.postId, page.readsMark);
  // An anonymous visitor keeps nothing and may do nothing with it (the `viewer` and `can` of
  // get-post, docs/api.md "Co-keepers" and "What the viewer may do").
  return reply.type("application/json; charset=utf-8").send(`${page.head}${reads}}},"viewer":{"is_author":false,"is_keeper":false},"can":${ANONYMOUS_CAN}}`);
}
