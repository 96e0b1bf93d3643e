import { formatDistance, type FormatDistanceToken, type Locale } from "date-fns";
import type { MessageKey, Translate } from "../../../lib/i18n";

/** The steps date-fns' formatDistance names (without seconds), each a catalog message with its "ago". */
const MESSAGES_BY_STEP: Partial<Record<FormatDistanceToken, MessageKey>> = {
  lessThanXMinutes: "dashboard.agoLessThanXMinutes",
  xMinutes: "dashboard.agoXMinutes",
  aboutXHours: "dashboard.agoAboutXHours",
  xDays: "dashboard.agoXDays",
  aboutXMonths: "dashboard.agoAboutXMonths",
  xMonths: "dashboard.agoXMonths",
  aboutXYears: "dashboard.agoAboutXYears",
  overXYears: "dashboard.agoOverXYears",
  almostXYears: "dashboard.agoAlmostXYears",
};

/**
 * 'about 2 hours ago' in the page's language: date-fns picks the step and the number (so the
 * English is what it always was), the catalog words it. A time ahead of this device's clock (a
 * skewed clock) counts as just now: nothing the server stamped happened in the future.
 */
export function timeAgo(value: string | Date, t: Translate, now: Date = new Date()): string {
  const time = new Date(value);
  const past = time.getTime() > now.getTime() ? now : time;
  const locale = {
    code: "kma",
    formatDistance: (token: FormatDistanceToken, count: number) => t(MESSAGES_BY_STEP[token] ?? "dashboard.agoLessThanXMinutes", { count }),
  } as Locale;
  return formatDistance(past, now, { locale });
}
