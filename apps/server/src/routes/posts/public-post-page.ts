import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { MESSAGES } from "@kma/core/messages";
import { notFound } from "../../lib/http-errors";
import { NO_POST_ACTIONS } from "@kma/core/posts/viewer-actions";
import { SCOPES, readOptionsOf } from "../../plugins/public-cache";
import { presentPost } from "../../presenters/post-presenter";
import { canReadAllPhoneNumbers, isPostKeeper } from "../../policies/post-policy";
import { postActionsFor } from "../../policies/viewer-actions";
import { loadPost } from "../../services/read-post";

/**
 * A memorial's `{ blog }` as JSON, cut just before its read count: the one field that
 * changes at every view. presentPost puts `activity` last and `total_reads` last in it.
 */
type CachedPage = { head: string; postId: string; authorId: string; keeperIds: readonly string[]; dbReads: number; readsMark: number };

function cutBeforeReads(json: string, reads: number): string {
  const tail = `"total_reads":${reads}}}}`;
  if (!json.endsWith(tail)) throw new Error("presentPost must end with activity.total_reads");
  return json.slice(0, json.length - tail.length + '"total_reads":'.length);
}

const ANONYMOUS_CAN = JSON.stringify(NO_POST_ACTIONS);

/** The published memorial's answer as the cache keeps it (drafts and missing memorials: 404, never kept). */
async function keptPostPage(request: FastifyRequest, blogId: string): Promise<CachedPage> {
  const app = request.server;
  return app.publicCache.remember<CachedPage>(
    `get-post ${blogId}`,
    async () => {
      const loaded = await loadPost(app.db, app.postReads, blogId);
      if (!loaded || loaded.post.draft) throw notFound(MESSAGES.postNotFound);
      const { post, author, readsMark } = loaded;
      const head = cutBeforeReads(JSON.stringify({ blog: presentPost(post, author, { forAuthor: false }) }), post.totalReads);
      const value = { head, postId: post.id, authorId: post.authorId, keeperIds: loaded.keeperIds, dbReads: post.totalReads, readsMark };
      // The answer shows the count of flowers, which a like changes alone.
      return { value, deps: [SCOPES.post(post.id), SCOPES.likes(post.id)], bytes: head.length * 2 + 200 };
    },
    readOptionsOf(request),
  );
}

const answerOf = (app: FastifyInstance, page: CachedPage, viewer: string, can: string) =>
  `${page.head}${page.dbReads + app.postReads.postReadsSince(page.postId, page.readsMark)}}},"viewer":${viewer},"can":${can}}`;

/**
 * get-post for an anonymous visitor (a page load, a share link): the published memorial from
 * the cache of public reads, its view counted, answered without presenting or serializing
 * the post again. Drafts are never cached: they are a 404 to anyone but their author.
 */
export async function sendPublicPostPage(request: FastifyRequest, reply: FastifyReply, blogId: string) {
  const app = request.server;
  request.servedAsPublicRead = true;
  const page = await keptPostPage(request, blogId);
  const countView = () => app.postReads.record(page.postId, page.authorId);
  // A page rendered ahead of need (services/pages-ahead.ts) has no visitor yet: it counts each one it is sent to.
  if (!app.publicCache.readingAhead()) countView();
  // A server-rendered memorial page served again from memory is a view too.
  app.publicCache.replayOnHit(countView);
  // An anonymous visitor keeps nothing and may do nothing with it (the `viewer` and `can` of
  // get-post, docs/api.md "Co-keepers" and "What the viewer may do").
  return reply.type("application/json; charset=utf-8").send(answerOf(app, page, ANONYMOUS_VIEWER, ANONYMOUS_CAN));
}

const ANONYMOUS_VIEWER = JSON.stringify({ is_author: false, is_keeper: false });

/**
 * get-post for a signed-in reader who keeps nothing of the memorial (the relatives and friends
 * reading on the day): they see what a visitor sees, so their answer is the kept one with their
 * own `can` (an administrator's, say) put after it. Their answer is theirs alone all the same
 * (private, no-store: plugins/public-cache.ts). Answers false when it is not theirs to have:
 * the memorial's keepers, and whoever may read every phone number, get the memorial as they
 * see it (presentPost for its keepers); a draft or a missing memorial is the database's to say.
 */
export async function sendPostPageToReader(request: FastifyRequest, reply: FastifyReply, blogId: string, { counted }: { counted: boolean }): Promise<boolean> {
  const app = request.server;
  const user = request.user!;
  const page = await keptPostPage(request, blogId).catch(() => null);
  if (!page) return false;
  const ref = { authorId: page.authorId, keeperIds: page.keeperIds };
  if (isPostKeeper(user, ref) || canReadAllPhoneNumbers(user, ref)) return false;
  if (counted) app.postReads.record(page.postId, page.authorId);
  reply.type("application/json; charset=utf-8").send(answerOf(app, page, ANONYMOUS_VIEWER, JSON.stringify(postActionsFor(user, ref))));
  return true;
}
