/**
 * Reports: the reasons a visitor may give, and when reports hide an item. Free of
 * zod so the web bundle's report dialog can import it.
 */

/** The short list of reasons, in the order the dialog offers them. */
export const REPORT_REASONS = ["spam", "fake-link", "offensive", "not-about-person", "private-info", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What can be reported: a memorial, a message or reply, a tribute, an album entry. */
export const REPORT_TARGETS = ["post", "comment", "tribute", "image"] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/**
 * Reports from this many different people hide a message, tribute or photo until a keeper
 * looks at it. Memorials are never hidden by reports alone: a site admin decides (decision 026).
 */
export const REPORT_HIDE_THRESHOLD = 3;

/** The optional words beside the reason. */
export const REPORT_DETAILS_MAX = 500;

export const isReportReason = (value: string): value is ReportReason => (REPORT_REASONS as readonly string[]).includes(value);
