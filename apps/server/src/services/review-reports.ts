import type { FastifyInstance } from "fastify";
import { and, desc, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import type { ReportTarget } from "@kma/core/reports/report-rules";
import { REPORTS_PAGE_SIZE, type ReportAction } from "@kma/core/reports/report-schemas";
import type { Tx } from "../db/client";
import type { ReportedItemRow } from "../db/reported-item-row";
import { comments, imageEntries, posts, reports, tributes, type User } from "../db/schema";
import { badRequest, forbidden, notFound } from "../lib/http-errors";
import { canReviewReports, isSiteAdmin } from "../policies/report-policy";
import { deleteComment } from "./delete-comment";
import { deleteImage } from "./delete-image";
import { deletePost } from "./delete-post";
import { deleteTribute } from "./delete-tribute";
import { keptBy } from "./post-keepers";
import { lockReportedItem } from "./report-targets";
import { adjustAuthorPostCount, profileCountDelta } from "../db/author-post-count";

/**
 * The reports of a page of items, one row per item: how many people, which reasons, their
 * words, newest report first. `where` picks the reports (a keeper's memorials, or all).
 */
async function listReportedItems(db: FastifyInstance["db"], where: SQL, skip: number, openFirst: boolean): Promise<ReportedItemRow[]> {
  const open = sql<boolean>`bool_or(${reports.resolvedAt} is null)`;
  const lastReportedAt = sql<Date>`max(${reports.createdAt})`;
  const groups = await db
    .select({
      targetType: reports.targetType,
      targetId: reports.targetId,
      postId: reports.postId,
      open,
      total: sql<number>`count(*)::int`,
      reasons: sql<string[]>`array_agg(${reports.reason} order by ${reports.createdAt})`,
      details: sql<string[]>`coalesce(array_agg(${reports.details} order by ${reports.createdAt}) filter (where ${reports.details} <> ''), '{}'::text[])`,
      lastReportedAt: sql<string>`max(${reports.createdAt})::text`,
    })
    .from(reports)
    .where(where)
    .groupBy(reports.targetType, reports.targetId, reports.postId)
    .orderBy(...(openFirst ? [desc(open)] : []), desc(lastReportedAt), desc(reports.targetId))
    .limit(REPORTS_PAGE_SIZE)
    .offset(skip);
  if (groups.length === 0) return [];

  const idsOf = (type: ReportTarget) => groups.filter((g) => g.targetType === type).map((g) => g.targetId);
  const none = ["00000000-0000-0000-0000-000000000000"];
  const [postRows, commentRows, tributeRows, imageRows] = await Promise.all([
    db
      .select({ id: posts.id, blogId: posts.blogId, title: posts.title, firstname: posts.firstname, lastname: posts.lastname, hiddenAt: posts.hiddenAt })
      .from(posts)
      .where(
        inArray(
          posts.id,
          groups.map((g) => g.postId),
        ),
      ),
    db
      .select({ id: comments.id, text: comments.comment, hiddenAt: comments.hiddenAt })
      .from(comments)
      .where(inArray(comments.id, [...none, ...idsOf("comment")])),
    db
      .select({ id: tributes.id, text: tributes.tribute, hiddenAt: tributes.hiddenAt })
      .from(tributes)
      .where(inArray(tributes.id, [...none, ...idsOf("tribute")])),
    db
      .select({ id: imageEntries.id, images: imageEntries.images, hiddenAt: imageEntries.hiddenAt })
      .from(imageEntries)
      .where(inArray(imageEntries.id, [...none, ...idsOf("image")])),
  ]);
  const postsById = new Map(postRows.map((p) => [p.id, p]));
  type ItemText = { text: string; images: string[]; hiddenAt: Date | null };
  const items = new Map<string, ItemText>([
    ...commentRows.map((c): [string, ItemText] => [c.id, { text: c.text, images: [], hiddenAt: c.hiddenAt }]),
    ...tributeRows.map((t): [string, ItemText] => [t.id, { text: t.text, images: [], hiddenAt: t.hiddenAt }]),
    ...imageRows.map((i): [string, ItemText] => [i.id, { text: "", images: i.images, hiddenAt: i.hiddenAt }]),
  ]);
  return groups.flatMap((g) => {
    const post = postsById.get(g.postId);
    if (!post) return [];
    const item: ItemText | undefined = g.targetType === "post" ? { text: "", images: [], hiddenAt: post.hiddenAt } : items.get(g.targetId);
    if (!item) return [];
    return [{ ...g, lastReportedAt: new Date(g.lastReportedAt), post, text: item.text, images: item.images, hidden: item.hiddenAt !== null }];
  });
}

/**
 * POST /reports: the open reports of messages, tributes and photos on the memorials the caller
 * keeps (author or co-keeper), newest first. Memorials' own reports go to the admins instead.
 */
export function listKeeperReports(app: FastifyInstance, user: User, skip: number): Promise<ReportedItemRow[]> {
  const keeps = keptBy({ id: reports.postId, authorId: posts.authorId }, user.id);
  const mine = sql`${reports.postId} in (select ${posts.id} from ${posts} where ${keeps})`;
  return listReportedItems(app.db, and(isNull(reports.resolvedAt), ne(reports.targetType, "post"), mine) as SQL, skip, false);
}

/** POST /admin/reports: every reported item on the site, open ones first, then newest first. Admins only. */
export function listSiteReports(app: FastifyInstance, user: User, skip: number): Promise<ReportedItemRow[]> {
  if (!isSiteAdmin(user)) throw forbidden(MESSAGES.forbidden);
  return listReportedItems(app.db, sql`true`, skip, true);
}

const resolveOpenReports = (tx: Tx, targetId: string) =>
  tx
    .update(reports)
    .set({ resolvedAt: new Date() })
    .where(and(eq(reports.targetId, targetId), isNull(reports.resolvedAt)));

/**
 * POST /report-action: a keeper (or an admin) looks at a reported item. 'keep' dismisses its
 * open reports and shows it again; 'delete' deletes it through the ordinary delete services
 * (so every counter stays exact) and its reports go with it. For a memorial, admins only:
 * 'hide' makes it a draft its author cannot publish, 'unhide' restores it (decision 026).
 */
export async function actOnReportedItem(app: FastifyInstance, user: User, type: ReportTarget, id: string, action: ReportAction): Promise<{ postId: string }> {
  if (action === "delete") {
    const { postId, blogId } = await app.db.transaction(async (tx) => {
      const item = await lockReportedItem(tx, type, id);
      if (!item) throw notFound(MESSAGES.reportTargetNotFound);
      if (!canReviewReports(user, item.post, type)) throw forbidden(MESSAGES.forbidden);
      if (type !== "post") return { postId: item.post.id, blogId: null };
      const [row] = await tx.select({ blogId: posts.blogId }).from(posts).where(eq(posts.id, id));
      return { postId: item.post.id, blogId: row.blogId };
    });
    if (type === "comment") await deleteComment(app.db, user, id);
    else if (type === "tribute") await deleteTribute(app.db, user, id);
    else if (type === "image") await deleteImage(app.db, user, id);
    else if (blogId) await deletePost(app, user, blogId);
    return { postId };
  }
  return app.db.transaction(async (tx) => {
    const item = await lockReportedItem(tx, type, id);
    if (!item) throw notFound(MESSAGES.reportTargetNotFound);
    if (!canReviewReports(user, item.post, type)) throw forbidden(MESSAGES.forbidden);
    if ((action === "hide" || action === "unhide") && type !== "post") throw badRequest(MESSAGES.reportActionInvalid);

    if (type === "post") {
      const hide = action === "hide";
      if (hide && item.hiddenAt === null) {
        // Hidden = a draft: every list, count and search key already leaves drafts out.
        const [was] = await tx.select({ draft: posts.draft, visibility: posts.visibility }).from(posts).where(eq(posts.id, id));
        await tx.update(posts).set({ hiddenAt: new Date(), draft: true }).where(eq(posts.id, id));
        await adjustAuthorPostCount(tx, item.post.authorId, profileCountDelta(was, { ...was, draft: true }));
      } else if (!hide && item.hiddenAt !== null) {
        // Published again only if it was published when hidden (an edit as a draft since clears published_at).
        const [back] = await tx
          .update(posts)
          .set({ hiddenAt: null, draft: sql`${posts.publishedAt} is null` })
          .where(eq(posts.id, id))
          .returning({ draft: posts.draft, visibility: posts.visibility });
        await adjustAuthorPostCount(tx, item.post.authorId, profileCountDelta({ ...back, draft: true }, back));
      }
      await resolveOpenReports(tx, id);
      return { postId: item.post.id };
    }
    const table = type === "comment" ? comments : type === "tribute" ? tributes : imageEntries;
    await tx
      .update(table)
      .set({ hiddenAt: null })
      .where(and(eq(table.id, id), isNotNull(table.hiddenAt)));
    await resolveOpenReports(tx, id);
    return { postId: item.post.id };
  });
}
