import type { Locale } from "./locales";

/**
 * Month and weekday names in both languages, for dates the server writes out (the printable
 * notice and its image). Written out, not Intl: Intl's Tamil forms differ between ICU versions,
 * and these are the Sri Lankan spellings of docs/tamil-glossary.md, the same as the web app's
 * (apps/web/src/lib/dates.ts).
 */
export const MONTH_NAMES: Record<Locale, readonly string[]> = {
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  ta: ["ஜனவரி", "பெப்ரவரி", "மார்ச்", "ஏப்ரல்", "மே", "ஜூன்", "ஜூலை", "ஆகஸ்ட்", "செப்டம்பர்", "ஒக்டோபர்", "நவம்பர்", "டிசம்பர்"],
};
export const WEEKDAY_NAMES: Record<Locale, readonly string[]> = {
  en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  ta: ["ஞாயிற்றுக்கிழமை", "திங்கட்கிழமை", "செவ்வாய்க்கிழமை", "புதன்கிழமை", "வியாழக்கிழமை", "வெள்ளிக்கிழமை", "சனிக்கிழமை"],
};

/** The day with these numbers, as a UTC date, or null when there is no such day (31 February). */
function utcDay(year: number, month: number, day: number): Date | null {
  if (![year, month, day].every(Number.isInteger)) return null;
  const date = new Date(Date.UTC(2000, 0, 1));
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/**
 * A birth or death date from a post's day, month and year fields: '12 April 1948'; what is
 * known when a part is missing or impossible ('April 1948', '1948'); '' without a year.
 */
export function longLifeDate(day: string, month: string, year: string, locale: Locale): string {
  if (!/^\d{4}$/.test(year.trim())) return "";
  const y = Number(year);
  const m = Number(month);
  if (!Number.isInteger(m) || m < 1 || m > 12) return String(y);
  const date = utcDay(y, m, Number(day));
  return date ? `${date.getUTCDate()} ${MONTH_NAMES[locale][m - 1]} ${y}` : `${MONTH_NAMES[locale][m - 1]} ${y}`;
}

/** A funeral or event date as the form stores it (DD/MM/YYYY): 'Saturday, 10 February 2024'; null when it is not a real day. */
export function longServiceDate(value: string, locale: Locale): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const date = utcDay(Number(match[3]), Number(match[2]), Number(match[1]));
  if (!date) return null;
  return `${WEEKDAY_NAMES[locale][date.getUTCDay()]}, ${date.getUTCDate()} ${MONTH_NAMES[locale][date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
