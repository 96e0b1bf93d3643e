import type { ReportReason, ReportTarget } from "@kma/core/reports/report-rules";
import type { ReportAction } from "@kma/core/reports/report-schemas";
import { apiFetch } from "../../lib/api-client";

/** One reported thing as POST /reports and POST /admin/reports answer it (docs/api.md "Additions"). */
export type ReportedItem = {
  target_type: ReportTarget;
  target_id: string;
  open: boolean;
  hidden: boolean;
  count: number;
  reasons: Array<{ reason: ReportReason; count: number }>;
  details: string[];
  last_reported_at: string;
  blog: { _id: string; blog_id: string; title: string; firstname: string; lastname: string };
  text: string;
  images: string[];
};

export type ReportActionInput = { target_type: ReportTarget; target_id: string; action: ReportAction };

/** POST /report-action (auth): keep, delete, and for an admin hide or unhide a memorial. */
export function actOnReport(input: ReportActionInput) {
  return apiFetch<{ status: "done" }>("/report-action", { body: input });
}
