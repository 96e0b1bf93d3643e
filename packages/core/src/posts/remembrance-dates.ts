/**
 * A memorial's remembrance dates, from the date of death the family typed (day, month and
 * year text fields): the 31st day (அந்தியேட்டி) and each year's anniversary (ஆண்டு நினைவு).
 *
 * Dates here are calendar days written 'YYYY-MM-DD', with no clock and no time zone: "today"
 * is whatever day the caller says it is (the server's date in a server render, the browser's
 * otherwise), so every function is pure and the same inputs give the same dates anywhere.
 *
 * Conventions (decision 018):
 * - The day of death counts as the first day, as Sri Lankan Tamil families count it, so the
 *   31st day is the day of death + 30 days (died 1 March → 31st day 31 March).
 * - The n-th anniversary is the same day and month n years after the death. A death on
 *   29 February is remembered on 28 February in years without a 29 February.
 */

/** A calendar day, 'YYYY-MM-DD'. */
export type IsoDay = string;

export type DeathDateFields = { deathdate?: string | null; deathmonth?: string | null; deathyear?: string | null };

/** The day of death counts as day 1: the 31st day is 30 days after it. */
export const THIRTY_FIRST_DAY_OFFSET = 30;

/** How long after the 31st day the memorial page still says it "was on" that day. */
export const RECENTLY_PASSED_DAYS = 7;

/** How many days "coming up" covers, today included (the home page's REMEMBRANCE list). */
export const UPCOMING_WINDOW_DAYS = 7;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

const pad = (value: number, width = 2) => String(value).padStart(width, "0");
const iso = (date: Date) => `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** Whole-day arithmetic in UTC, so no daylight-saving change can move a day. */
function utc(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

/** The day with these numbers, or null when there is none (31 April, 29 February 2023). */
export function calendarDay(year: number, month: number, day: number): IsoDay | null {
  if (![year, month, day].every(Number.isInteger) || year < 1 || year > 9999) return null;
  const date = utc(year, month, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? iso(date) : null;
}

/** Year, month and day of an IsoDay; throws on anything else (callers pass days made here). */
export function dayParts(day: IsoDay): { year: number; month: number; day: number } {
  const match = ISO_DAY.exec(day);
  if (!match || calendarDay(Number(match[1]), Number(match[2]), Number(match[3])) !== day) throw new RangeError(`Not a calendar day: ${day}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

export const isIsoDay = (value: string) =>
  ISO_DAY.test(value) && calendarDay(Number(value.slice(0, 4)), Number(value.slice(5, 7)), Number(value.slice(8, 10))) === value;

export function addDays(day: IsoDay, days: number): IsoDay {
  const { year, month, day: d } = dayParts(day);
  return iso(new Date(utc(year, month, d).getTime() + days * DAY_MS));
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDay, to: IsoDay): number {
  const a = dayParts(from);
  const b = dayParts(to);
  return Math.round((utc(b.year, b.month, b.day).getTime() - utc(a.year, a.month, a.day).getTime()) / DAY_MS);
}

/** The local calendar day of `now` (the machine's time zone), 'YYYY-MM-DD'. */
export const localToday = (now: Date = new Date()): IsoDay => `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The date of death when day, month and year are all given and make a real day; otherwise null. */
export function deathDay(fields: DeathDateFields): IsoDay | null {
  const [day, month, year] = [fields.deathdate, fields.deathmonth, fields.deathyear].map((value) => (value ?? "").trim());
  if (!/^\d{1,2}$/.test(day!) || !/^\d{1,2}$/.test(month!) || !/^\d{4}$/.test(year!)) return null;
  return calendarDay(Number(year), Number(month), Number(day));
}

/** The 31st day (அந்தியேட்டி): the day of death counts as day 1. */
export const thirtyFirstDay = (death: IsoDay): IsoDay => addDays(death, THIRTY_FIRST_DAY_OFFSET);

/** The `ordinal`-th anniversary (1 = the first year): same day and month; 29 Feb → 28 Feb in common years. */
export function anniversary(death: IsoDay, ordinal: number): IsoDay {
  const { year, month, day } = dayParts(death);
  const target = year + ordinal;
  const leapDayInCommonYear = month === 2 && day === 29 && !isLeapYear(target);
  return calendarDay(target, month, leapDayInCommonYear ? 28 : day)!;
}

/**
 * The month-days (month * 100 + day) of the deaths whose anniversary falls on `day`: its own,
 * and on 28 February of a common year also 229 (deaths on 29 February). The server's index
 * of upcoming remembrances looks these up.
 */
export function anniversaryMonthDaysOn(day: IsoDay): number[] {
  const { year, month, day: d } = dayParts(day);
  const own = month * 100 + d;
  return month === 2 && d === 28 && !isLeapYear(year) ? [own, 229] : [own];
}

export type RemembranceDate =
  | { kind: "thirtyFirstDay"; date: IsoDay; /** Days from today: 0 is today, negative already passed. */ inDays: number }
  | { kind: "anniversary"; date: IsoDay; inDays: number; /** 1 for the first anniversary (ஓராண்டு நினைவஞ்சலி). */ ordinal: number };

/** The first anniversary on or after `today` (today itself counts), never before the first. */
export function nextAnniversary(death: IsoDay, today: IsoDay): Extract<RemembranceDate, { kind: "anniversary" }> {
  let ordinal = Math.max(1, dayParts(today).year - dayParts(death).year - 1);
  while (anniversary(death, ordinal) < today) ordinal += 1;
  const date = anniversary(death, ordinal);
  return { kind: "anniversary", date, inDays: daysBetween(today, date), ordinal };
}

/**
 * What the memorial page lists for a death on `death`, as seen on `today`: the 31st day while
 * it is ahead or passed within RECENTLY_PASSED_DAYS, then the next anniversary. Nothing for a
 * death after today (a mistyped year): there is nothing to remember yet.
 */
export function remembranceDates(death: IsoDay, today: IsoDay): RemembranceDate[] {
  if (death > today) return [];
  const dates: RemembranceDate[] = [];
  const day31 = thirtyFirstDay(death);
  const inDays = daysBetween(today, day31);
  if (inDays >= -RECENTLY_PASSED_DAYS) dates.push({ kind: "thirtyFirstDay", date: day31, inDays });
  dates.push(nextAnniversary(death, today));
  return dates;
}

/**
 * The one remembrance of `death` in the UPCOMING_WINDOW_DAYS from `today` (today included),
 * or null: what the home page's "Remembrances this week" shows for a memorial.
 */
export function upcomingRemembrance(death: IsoDay, today: IsoDay, windowDays: number = UPCOMING_WINDOW_DAYS): RemembranceDate | null {
  return remembranceDates(death, today).find((date) => date.inDays >= 0 && date.inDays < windowDays) ?? null;
}
