import { dayParts, localToday, type IsoDay } from "@kma/core/posts/remembrance-dates";
import { thithiDaysOf, type ThithiDays } from "@kma/core/posts/tamil-calendar/thithi-days";
import type { Post } from "../db/schema";

/**
 * get-post's `thithidays` (decision 035): the yearly thithi days of a memorial whose family keeps
 * the Tamil calendar, computed here so the memorial page's browser code carries no astronomy.
 * Twelve years take a few tens of milliseconds, and a page is presented again at each like or
 * message (and at every signed-in read), so answers are kept by what they are computed from:
 * the same post read the same year costs a lookup.
 */

type ThithiRow = Pick<Post, "deathdate" | "deathmonth" | "deathyear" | "deathplace" | "deathcity" | "deathcountry" | "remembrancecalendar">;

const KEPT = 500;
const kept = new Map<string, ThithiDays | null>();

export function presentThithiDays(row: ThithiRow, today: IsoDay = localToday()): ThithiDays | null {
  const calendar = row.remembrancecalendar;
  if (!calendar || calendar.observe === "anniversary") return null;
  const key = JSON.stringify([row.deathdate, row.deathmonth, row.deathyear, row.deathplace, row.deathcity, row.deathcountry, calendar, dayParts(today).year]);
  if (kept.has(key)) {
    const found = kept.get(key)!;
    // Most recently used last, so the oldest is the first to go.
    kept.delete(key);
    kept.set(key, found);
    return found;
  }
  const days = thithiDaysOf(row, calendar, today);
  kept.set(key, days);
  if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
  return days;
}
