import type { IsoDay } from "../remembrance-dates";

/**
 * The family's own date for a year of the thithi remembrance (decision 035) is kept by the year
 * its Tamil month begins in (YearlyThithi.year). Their priest may choose another day, not
 * another year: the date must lie in that year. மார்கழி begins in mid-December and runs
 * into January, so its year also takes the January after it. Free of astronomy and of other
 * modules: the memorial form's rules (post-rules.ts), which load with every page, use it.
 */

/** மார்கழி: the one Tamil month that begins in one Gregorian year and ends in the next. */
export const MARGAZHI = 8;

/**
 * The first and last day a family's date for `year` may take. Knowing the Tamil month (the form
 * does), only மார்கழி reaches into January; not knowing it (the server's check of a save), any
 * month may, so a மார்கழி family is never refused.
 */
export function overrideWindow(year: number, tamilMonth?: number): { from: IsoDay; to: IsoDay } {
  const reachesJanuary = tamilMonth === undefined || tamilMonth === MARGAZHI;
  return {
    from: `${String(year).padStart(4, "0")}-01-01`,
    to: reachesJanuary ? `${String(year + 1).padStart(4, "0")}-01-31` : `${String(year).padStart(4, "0")}-12-31`,
  };
}

/** 'YYYY-MM-DD' naming a day that exists (not 30 February). */
function isRealDay(day: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCFullYear() === Number(match[1]) && date.getUTCMonth() === Number(match[2]) - 1 && date.getUTCDate() === Number(match[3]);
}

/** Whether `day` is a real day within `year`'s window (see overrideWindow). */
export function isOverrideInYear(year: number | string, day: string, tamilMonth?: number): boolean {
  if (!isRealDay(day)) return false;
  const { from, to } = overrideWindow(Number(year), tamilMonth);
  return day >= from && day <= to;
}

/** A place the family typed: a name, coordinates within the polar circles (the sun rises and sets every day there) and a zone. */
export const isLatitude = (value: unknown) => typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= 66;
export const isLongitude = (value: unknown) => typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= 180;

/** 'HH:MM', 24-hour. */
export const isClockTime = (value: string) => /^(?:[01]\d|2[0-3]):[0-5]\d$/.test(value);
