import type { ReportTarget } from "@kma/core/reports/report-rules";
import type { ReportAction } from "@kma/core/reports/report-schemas";
import { apiFetch } from "../../lib/api-client";

/** One reported thing as POST /reports and POST /admin/reports answer it (docs/api.md "Additions"; packages/core report-answer-shapes.ts). */
export type { ReportedItem } from "@kma/core/reports/report-answer-shapes";

export type ReportActionInput = { target_type: ReportTarget; target_id: string; action: ReportAction };

/** POST /report-action (auth): keep, delete, and for an admin hide or unhide a memorial. */
export function actOnReport(input: ReportActionInput) {
  return apiFetch("/report-action", { body: input });
}
