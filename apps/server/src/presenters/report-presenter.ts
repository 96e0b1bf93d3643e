import type { ReportedItem } from "@kma/core/reports/report-answer-shapes";
import { REPORT_REASONS } from "@kma/core/reports/report-rules";
import type { ReportedItemRow } from "../db/reported-item-row";

/**
 * A reported item for the keepers' and the admins' lists: what it is, on which memorial, how
 * many people reported it and why. Never who reported it (anonymous or not).
 */
export function presentReportedItem(row: ReportedItemRow): ReportedItem {
  return {
    target_type: row.targetType,
    target_id: row.targetId,
    open: row.open,
    hidden: row.hidden,
    count: row.total,
    reasons: REPORT_REASONS.map((reason) => ({ reason, count: row.reasons.filter((r) => r === reason).length })).filter((r) => r.count > 0),
    details: row.details,
    last_reported_at: row.lastReportedAt.toISOString(),
    blog: { _id: row.post.id, blog_id: row.post.blogId, title: row.post.title, firstname: row.post.firstname, lastname: row.post.lastname },
    text: row.text,
    images: row.images,
  };
}
