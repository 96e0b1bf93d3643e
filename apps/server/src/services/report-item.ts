import { and, count, eq, isNull } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import { REPORT_HIDE_THRESHOLD } from "@kma/core/reports/report-rules";
import type { ReportBody } from "@kma/core/reports/report-schemas";
import type { Db } from "../db/client";
import { comments, imageEntries, reports, tributes, type User } from "../db/schema";
import { notFound } from "../lib/http-errors";
import { canViewPost } from "../policies/post-policy";
import { canSeeHiddenItems } from "../policies/report-policy";
import { notifyKeepers } from "./notify";
import { itemForeignKey, lockReportedItem } from "./report-targets";

/**
 * POST /report (decision 026): records one person's report of an item, once per person per
 * item (`reporterKey`: their account, or a keyed hash of an anonymous visitor's address). The
 * first open report of a message, tribute or photo tells its keepers; the
 * REPORT_HIDE_THRESHOLD-th different person hides it until a keeper keeps or deletes it.
 * Memorials are never hidden by reports: their reports wait for the site's admins.
 * Answers whether this report was new (a repeated report changes nothing) and, when it hid
 * the item, the memorial whose public pages changed.
 */
export async function reportItem(db: Db, reporter: User | null, reporterKey: string, body: ReportBody): Promise<{ recorded: boolean; hidOnPostId?: string }> {
  return db.transaction(async (tx) => {
    const item = await lockReportedItem(tx, body.target_type, body.target_id);
    // What the reporter cannot see does not exist for them (a draft, or an item already hidden).
    const visible =
      item !== undefined &&
      canViewPost(reporter, item.post) &&
      (item.hiddenAt === null || item.type === "post" || canSeeHiddenItems(reporter, item.post) || (reporter !== null && item.userId === reporter.id));
    if (!visible) throw notFound(MESSAGES.reportTargetNotFound);

    const inserted = await tx
      .insert(reports)
      .values({
        targetType: item.type,
        targetId: item.id,
        postId: item.post.id,
        ...itemForeignKey(item.type, item.id),
        reporterId: reporter?.id ?? null,
        reporterKey,
        reason: body.reason,
        details: body.details,
      })
      .onConflictDoNothing()
      .returning({ id: reports.id });
    if (inserted.length === 0 || item.type === "post") return { recorded: inserted.length > 0 };

    const [{ open }] = await tx
      .select({ open: count() })
      .from(reports)
      .where(and(eq(reports.targetId, item.id), isNull(reports.resolvedAt)));
    // Reports carry no reporter in the notification: the keepers see reasons, never who reported.
    if (open === 1) await notifyKeepers(tx, item.post, { type: "report", actorId: null, actorName: null, ...itemForeignKey(item.type, item.id) });
    if (open >= REPORT_HIDE_THRESHOLD && item.hiddenAt === null) {
      const table = item.type === "comment" ? comments : item.type === "tribute" ? tributes : imageEntries;
      await tx.update(table).set({ hiddenAt: new Date() }).where(eq(table.id, item.id));
      return { recorded: true, hidOnPostId: item.post.id };
    }
    return { recorded: true };
  });
}
