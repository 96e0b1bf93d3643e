import { z } from "zod";
import { stampSchema } from "../answer-shapes";
import { postRefSchema } from "../posts/post-answer-shapes";
import { REPORT_REASONS, REPORT_TARGETS } from "./report-rules";

/**
 * The reports' answers (decision 026, 040): what server/presenters/report-presenter.ts sends.
 * Never who reported an item. See answer-shapes.ts.
 */

/** A reported item on the keepers' or the admins' list: what, on which memorial, how many reports and why. */
export const reportedItemSchema = z.strictObject({
  target_type: z.enum(REPORT_TARGETS),
  target_id: z.string(),
  open: z.boolean(),
  hidden: z.boolean(),
  count: z.number().int().min(0),
  reasons: z.array(z.strictObject({ reason: z.enum(REPORT_REASONS), count: z.number().int().min(1) })),
  details: z.array(z.string()),
  last_reported_at: stampSchema,
  blog: postRefSchema,
  text: z.string(),
  images: z.array(z.string()),
});
export type ReportedItem = z.infer<typeof reportedItemSchema>;

/** POST /reports, /admin/reports. */
export const reportedItemsAnswerSchema = z.strictObject({ items: z.array(reportedItemSchema) });
export type ReportedItemsAnswer = z.infer<typeof reportedItemsAnswerSchema>;

/** POST /report: `already_reported` when this reporter had reported it before (counted once). */
export const reportAnswerSchema = z.strictObject({ status: z.literal("done"), already_reported: z.boolean() });
export type ReportAnswer = z.infer<typeof reportAnswerSchema>;
