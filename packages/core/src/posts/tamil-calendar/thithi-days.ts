import { dayParts, deathDay, type DeathDateFields, type IsoDay } from "../remembrance-dates";
import { keptThithiDays, thithiKeeping } from "./kept-thithi";
import type { RemembranceCalendar } from "./remembrance-calendar";
import type { ThithiDayRule } from "./thithi-dates";

/**
 * A memorial's yearly thithi days as the page shows them (decision 035): plain numbers and
 * days, computed where the astronomy already is (the server, with get-post), so the page's
 * browser code carries no sun or moon and names the months and thithis in its own language
 * (names.ts).
 */

export type ThithiDay = {
  /** The Gregorian year its Tamil month begins in: the key of the family's own date. */
  year: number;
  date: IsoDay;
  tamilMonth: number;
  tamilDay: number;
  /** 1–30. */
  thithi: number;
  rule: ThithiDayRule;
  twiceInMonth: boolean;
  outsideMonth: boolean;
  /** The family's priest set this date for the year. */
  overridden: boolean;
};

export type ThithiDays = {
  /** The death's Tamil date: month 0 = சித்திரை, thithi 1–30, nakshatra 0 = அசுவினி. */
  death: { tamilMonth: number; tamilDay: number; thithi: number; nakshatra: number; readAt: "timeOfDeath" | "sunrise" };
  /** From the year before `today`'s, so a page shown a day or a year later still has ten to come. */
  days: ThithiDay[];
};

/** How many years are sent: the page shows the ten from its own today. */
export const THITHI_DAYS_SENT = 12;

type PostPlaces = DeathDateFields & { deathplace?: string | null; deathcity?: string | null; deathcountry?: string | null };

/** The days of a memorial whose family keeps the thithi, or null (no choice, the anniversary alone, no whole date of death, an unknown place). */
export function thithiDaysOf(post: PostPlaces, calendar: RemembranceCalendar | null | undefined, today: IsoDay, count = THITHI_DAYS_SENT): ThithiDays | null {
  const keeping = thithiKeeping(deathDay(post), calendar, post);
  if (!keeping) return null;
  const { death } = keeping;
  return {
    death: { tamilMonth: death.tamilMonth, tamilDay: death.tamilDay, thithi: death.thithi.number, nakshatra: death.nakshatra, readAt: death.readAt },
    days: keptThithiDays(keeping, dayParts(today).year - 1, count).map((day) => ({
      year: day.year,
      date: day.date,
      tamilMonth: day.tamilMonth,
      tamilDay: day.tamilDay,
      thithi: day.thithi.number,
      rule: day.rule,
      twiceInMonth: day.twiceInMonth,
      outsideMonth: day.outsideMonth,
      overridden: day.overridden,
    })),
  };
}
