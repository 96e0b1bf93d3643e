import { z } from "zod";
import { PAGE_SIZES } from "../limits";
import { REPORT_DETAILS_MAX, REPORT_REASONS, REPORT_TARGETS } from "./report-rules";

/** POST /api/report: one report of one item by one person. */
export const reportBodySchema = z.object({
  target_type: z.enum(REPORT_TARGETS),
  target_id: z.guid(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().trim().max(REPORT_DETAILS_MAX).optional().default(""),
});
export type ReportBody = z.infer<typeof reportBodySchema>;

/** The keepers' and the admins' actions on a reported item. */
export const reportActionSchema = z.object({
  target_type: z.enum(REPORT_TARGETS),
  target_id: z.guid(),
  action: z.enum(["keep", "delete", "hide", "unhide"]),
});
export type ReportAction = z.infer<typeof reportActionSchema>["action"];

export const reportListSchema = z.object({ skip: z.number().int().min(0).max(1_000_000).default(0) });
export const REPORTS_PAGE_SIZE: number = PAGE_SIZES.notifications * 2;

export * from "./report-rules";
