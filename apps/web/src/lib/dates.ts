import type { Locale } from "@kma/core/i18n/locales";

/**
 * Dates as docs/spec.md shows them, in English, and their Tamil forms, written out here rather than
 * with a date library or Intl: these few formats are on every public page, a library's locale
 * would add kilobytes to each, and Intl's Tamil abbreviations differ between ICU versions, so the
 * server's render and the browser's would not match on hydration.
 */
const MONTHS: Record<Locale, readonly string[]> = {
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  ta: ["ஜனவரி", "பெப்ரவரி", "மார்ச்", "ஏப்ரல்", "மே", "ஜூன்", "ஜூலை", "ஆகஸ்ட்", "செப்டம்பர்", "ஒக்டோபர்", "நவம்பர்", "டிசம்பர்"],
};
/** Tamil short months as Sri Lankan notices abbreviate them. */
const SHORT_MONTHS: Record<Locale, readonly string[]> = {
  en: MONTHS.en.map((month) => month.slice(0, 3)),
  ta: ["ஜன.", "பெப்.", "மார்.", "ஏப்.", "மே", "ஜூன்", "ஜூலை", "ஆக.", "செப்.", "ஒக்.", "நவ.", "டிச."],
};
const WEEKDAYS: Record<Locale, readonly string[]> = {
  en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  ta: ["ஞாயிற்றுக்கிழமை", "திங்கட்கிழமை", "செவ்வாய்க்கிழமை", "புதன்கிழமை", "வியாழக்கிழமை", "வெள்ளிக்கிழமை", "சனிக்கிழமை"],
};

const isValidDate = (date: Date) => !Number.isNaN(date.getTime());
const year = (date: Date) => String(date.getFullYear()).padStart(4, "0");
const shortMonth = (date: Date, locale: Locale) => SHORT_MONTHS[locale][date.getMonth()]!;

/** '5 Jan, 2024' (Tamil: '5 ஜன., 2024') */
export const dayShortMonthYear = (date: Date, locale: Locale = "en") => `${date.getDate()} ${shortMonth(date, locale)}, ${year(date)}`;
/** '5 Jan 2024' */
export const dayShortMonthYearPlain = (date: Date, locale: Locale = "en") => `${date.getDate()} ${shortMonth(date, locale)} ${year(date)}`;
/** 'Jan 2024' */
export const shortMonthYear = (date: Date, locale: Locale = "en") => `${shortMonth(date, locale)} ${year(date)}`;
/** 'Saturday, 10 February 2024' (Tamil: 'சனிக்கிழமை, 10 பெப்ரவரி 2024') */
export const weekdayDayMonthYear = (date: Date, locale: Locale = "en") =>
  `${WEEKDAYS[locale][date.getDay()]}, ${date.getDate()} ${MONTHS[locale][date.getMonth()]} ${year(date)}`;

/** The local date with these numbers (any year, 0024 too), or null when there is no such day (31 Feb). */
export function calendarDate(y: number, month: number, day: number): Date | null {
  if (![y, month, day].every(Number.isInteger)) return null;
  const date = new Date(2000, 0, 1);
  date.setFullYear(y, month - 1, day);
  return date.getFullYear() === y && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** An ISO time the server stamped (or a Date); null when it is not one. */
export function parseTime(value: string | Date): Date | null {
  const date = typeof value === "string" ? new Date(value) : value;
  return isValidDate(date) ? date : null;
}

/** docs/spec.md: dates show as 'D Mon, YYYY' with English short month names, e.g. '5 Jan, 2024'. */
export function formatDisplayDate(value: string | Date, locale: Locale = "en"): string {
  const date = parseTime(value);
  return date ? dayShortMonthYear(date, locale) : "";
}

/**
 * A date typed as day, month and year text fields (a post's birth and death dates) as
 * 'D Mon, YYYY' ('12 Apr, 1948'). A missing or impossible day or month leaves the year alone;
 * nothing usable gives ''.
 */
export function formatDayMonthYear(
  day: string | null | undefined,
  month: string | null | undefined,
  year: string | null | undefined,
  locale: Locale = "en",
): string {
  if (!/^\d{4}$/.test(year?.trim() ?? "")) return "";
  const y = Number(year);
  const date = calendarDate(y, Number(month), Number(day));
  return date ? dayShortMonthYear(date, locale) : String(y);
}

export const currentYear = (now: Date = new Date()) => now.getFullYear();
