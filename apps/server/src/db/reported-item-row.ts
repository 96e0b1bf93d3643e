import type { ReportTarget } from "@kma/core/reports/report-rules";

/**
 * One reported item as the keepers' and the admins' lists show it: what services/review-reports.ts
 * reads and presenters/report-presenter.ts turns into an answer. Kept below both, so a presenter
 * never imports a service.
 */
export type ReportedItemRow = {
  targetType: ReportTarget;
  targetId: string;
  open: boolean;
  total: number;
  reasons: string[];
  details: string[];
  lastReportedAt: Date;
  post: { id: string; blogId: string; title: string; firstname: string; lastname: string; hiddenAt: Date | null };
  text: string;
  images: string[];
  hidden: boolean;
};
