import { addDays, daysBetween, deathDay, remembranceDates, type IsoDay, type RemembranceDate } from "@kma/core/posts/remembrance-dates";
import { observesAnniversary } from "@kma/core/posts/tamil-calendar/remembrance-calendar";
import type { ThithiDay, ThithiDays } from "@kma/core/posts/tamil-calendar/thithi-days";
import { countdownOf } from "../../../components/remembrance/remembrance-text";
import type { MemorialPost } from "../api/types";

/** How many yearly thithi days the page lists. */
export const THITHI_YEARS_SHOWN = 10;

export type RemembrancePost = Pick<MemorialPost, "deathdate" | "deathmonth" | "deathyear" | "remembrancecalendar" | "thithidays">;

export type RemembranceShown = {
  /** The 31st day while it is ahead or a week past, and the next anniversary (unless the family keeps the thithi alone). */
  dates: RemembranceDate[];
  /** The memorial's Tamil dates, when its family keeps the Tamil calendar and the death has come. */
  thithi: ThithiDays | null;
  /** The next yearly thithi days from today. */
  days: ThithiDay[];
};

/**
 * What the memorial page's remembrance section shows on `today` (decisions 018 and 035): the one
 * place that says which dates, so the section and the check of how long a page stays the same
 * (below) cannot disagree.
 */
export function remembranceShown(post: RemembrancePost, today: IsoDay): RemembranceShown {
  const death = deathDay(post);
  const calendar = post.remembrancecalendar;
  const dates = (death ? remembranceDates(death, today) : []).filter((date) => date.kind !== "anniversary" || observesAnniversary(calendar));
  const thithi = death && death <= today && calendar ? (post.thithidays ?? null) : null;
  // The server sends a year either side; the page takes the ten from its own today.
  const days = thithi ? thithi.days.filter((day) => day.date >= today).slice(0, THITHI_YEARS_SHOWN) : [];
  return { dates, thithi, days };
}

/** Everything of the section that a change of day can change, as one comparable text. */
function whatTheDayChanges(post: RemembrancePost, day: IsoDay): string {
  const { dates, thithi, days } = remembranceShown(post, day);
  return JSON.stringify([
    dates.map((date) => [date.kind, date.date, countdownOf(date.inDays)]),
    thithi !== null,
    days.map((thithiDay) => [thithiDay.date, countdownOf(daysBetween(day, thithiDay.date))]),
  ]);
}

/**
 * The last day, from `today` up to `lastDay`, on which the remembrance section reads exactly as
 * it does on `today`: a page rendered today may be sent unchanged until then (a kept page,
 * decision 052). Worked out by asking the section itself, not by a second rule beside it. What
 * it shows only moves forward (a count goes down, a date passes, a later one takes its place),
 * so the days that read as today are one run from today, found by halving: about seven looks.
 */
export function sameRemembranceThrough(post: RemembrancePost, today: IsoDay, lastDay: IsoDay): IsoDay {
  const shownToday = whatTheDayChanges(post, today);
  const same = (day: IsoDay) => whatTheDayChanges(post, day) === shownToday;
  if (same(lastDay)) return lastDay;
  // Read as today on `same`, and not on `differs`.
  let [sameOn, differs] = [today, lastDay];
  while (daysBetween(sameOn, differs) > 1) {
    const middle = addDays(sameOn, Math.floor(daysBetween(sameOn, differs) / 2));
    if (same(middle)) sameOn = middle;
    else differs = middle;
  }
  return sameOn;
}
