/**
 * Dates as SPEC.md shows them, in English, written out here rather than with a date library:
 * these few formats are on every public page, and a library's formatter and locale would add
 * about 6 KB of compressed JavaScript to each.
 */
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

const isValidDate = (date: Date) => !Number.isNaN(date.getTime());
const year = (date: Date) => String(date.getFullYear()).padStart(4, "0");
const shortMonth = (date: Date) => MONTHS[date.getMonth()]!.slice(0, 3);

/** '5 Jan, 2024' */
export const dayShortMonthYear = (date: Date) => `${date.getDate()} ${shortMonth(date)}, ${year(date)}`;
/** '5 Jan 2024' */
export const dayShortMonthYearPlain = (date: Date) => `${date.getDate()} ${shortMonth(date)} ${year(date)}`;
/** 'Jan 2024' */
export const shortMonthYear = (date: Date) => `${shortMonth(date)} ${year(date)}`;
/** 'Saturday, 10 February 2024' */
export const weekdayDayMonthYear = (date: Date) => `${WEEKDAYS[date.getDay()]}, ${date.getDate()} ${MONTHS[date.getMonth()]} ${year(date)}`;

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

/** SPEC.md: dates show as 'D Mon, YYYY' with English short month names, e.g. '5 Jan, 2024'. */
export function formatDisplayDate(value: string | Date): string {
  const date = parseTime(value);
  return date ? dayShortMonthYear(date) : "";
}

/**
 * A date typed as day, month and year text fields (a post's birth and death dates) as
 * 'D Mon, YYYY' ('12 Apr, 1948'). A missing or impossible day or month leaves the year alone;
 * nothing usable gives ''.
 */
export function formatDayMonthYear(day: string | null | undefined, month: string | null | undefined, year: string | null | undefined): string {
  if (!/^\d{4}$/.test(year?.trim() ?? "")) return "";
  const y = Number(year);
  const date = calendarDate(y, Number(month), Number(day));
  return date ? dayShortMonthYear(date) : String(y);
}

export const currentYear = (now: Date = new Date()) => now.getFullYear();
