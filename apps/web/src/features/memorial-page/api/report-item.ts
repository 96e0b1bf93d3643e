import { useMutation } from "@tanstack/react-query";
import type { ReportReason, ReportTarget } from "@kma/core/reports/report-rules";
import { apiFetch } from "../../../lib/api-client";

export type ReportInput = { target_type: ReportTarget; target_id: string; reason: ReportReason; details: string };

/** POST /report (auth optional): one report per person per item; a repeat answers `already_reported`. */
export function reportItem(input: ReportInput) {
  return apiFetch("/report", { body: input });
}

export function useReportItem() {
  return useMutation({ mutationFn: reportItem });
}
