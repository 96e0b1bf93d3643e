import type { Locale } from "@kma/core/i18n/locales";
import { calendarDate, weekdayDayMonthYear } from "../../../lib/dates";

export const DATE_NOT_PROVIDED = "Date not provided";
export const INVALID_DATE = "Invalid Date";

/**
 * A funeral or event date as the create form stores it (DD/MM/YYYY) shown in full, e.g.
 * '10/02/2024' -> 'Saturday, 10 February 2024' (docs/spec.md "Memorial page"). A missing date
 * reads 'Date not provided'; anything that is not a real dd/MM/yyyy date reads 'Invalid Date'
 * (a two-digit year too). With `locale` "ta" the date is in Tamil; the two sentinels stay
 * English for the caller to translate (services-section.tsx).
 */
export function formatServiceDate(value: string | null | undefined, locale: Locale = "en"): string {
  const text = (value ?? "").trim();
  if (text === "") return DATE_NOT_PROVIDED;
  if (!/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(text)) return INVALID_DATE;
  const [day, month, year] = text.split("/").map(Number);
  const date = calendarDate(year!, month!, day!);
  return date ? weekdayDayMonthYear(date, locale) : INVALID_DATE;
}

/** '10:00 AM – 1:00 PM'; one side alone when only one is given; '' when neither. */
export function formatTimeRange(start: string | null | undefined, end: string | null | undefined): string {
  const from = (start ?? "").trim();
  const to = (end ?? "").trim();
  if (from && to) return `${from} – ${to}`;
  return from || to;
}
