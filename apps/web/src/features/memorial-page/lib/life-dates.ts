import type { Locale } from "@kma/core/i18n/locales";
import { calendarDate, dayShortMonthYear, shortMonthYear } from "../../../lib/dates";

/**
 * A birth or death date from its day, month and year fields, shown 'D Mon, YYYY'
 * ('12 Apr, 1948'). A missing or impossible day or month falls back to what is known
 * ('Apr 1948', '1948'); nothing known gives ''. Tamil month names with `locale` "ta".
 */
export function formatLifeDate(day: string, month: string, year: string, locale: Locale = "en"): string {
  if (!/^\d{4}$/.test(year.trim())) return "";
  const y = Number(year);
  const m = Number(month);
  if (!Number.isInteger(m) || m < 1 || m > 12) return String(y);
  const date = calendarDate(y, m, Number(day));
  return date ? dayShortMonthYear(date, locale) : shortMonthYear(calendarDate(y, m, 1)!, locale);
}
