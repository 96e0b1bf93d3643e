import { TZDate } from "@date-fns/tz";
import { addDays, dayParts, daysBetween, type IsoDay } from "../remembrance-dates";
import { daylight, nakshatraAt, sankranti, solarSignAt, thithiAt, thithiOccurrences, type Daylight, type Thithi } from "./astro";
import type { CalendarPlace } from "./places";

/**
 * The Tamil date of a death and the yearly remembrance by it (திவசம், ஆண்டுத் திதி): the day the
 * death's thithi comes back in the same Tamil solar month, chosen by the afternoon (aparahna)
 * at the place of the ceremony. The rules and their sources are in decision 035.
 *
 * Days are civil days ('YYYY-MM-DD') at a place: they begin at midnight in the place's zone.
 */

const DAY_MS = 86_400_000;
/** Two afternoons whose coverage differs by less than this are counted equal (the first is chosen). */
const EQUAL_COVERAGE_MS = 60_000;

/** Sunrise, sunset and the afternoon of civil days at one place, each computed once. */
class PlaceDays {
  private readonly days = new Map<IsoDay, Daylight>();
  constructor(readonly place: CalendarPlace) {}

  midnight(day: IsoDay): Date {
    const { year, month, day: d } = dayParts(day);
    return new Date(new TZDate(year, month - 1, d, this.place.zone).getTime());
  }

  dayOf(instant: Date): IsoDay {
    const local = new TZDate(instant.getTime(), this.place.zone);
    return `${String(local.getFullYear()).padStart(4, "0")}-${String(local.getMonth() + 1).padStart(2, "0")}-${String(local.getDate()).padStart(2, "0")}`;
  }

  light(day: IsoDay): Daylight {
    let light = this.days.get(day);
    if (!light) {
      light = daylight(this.place, this.midnight(day));
      this.days.set(day, light);
    }
    return light;
  }

  /**
   * The Tamil month (0 = சித்திரை) of a civil day: the sun's sidereal sign at that day's sunset.
   * This is the Tamil rule that a sankranti before sunset makes that day the new month's first,
   * and one after sunset the next day.
   */
  tamilMonth(day: IsoDay): number {
    return solarSignAt(this.light(day).sunset);
  }

  /** The first civil day of the Tamil month the sun enters at `moment`. */
  monthFirstDay(moment: Date): IsoDay {
    const day = this.dayOf(moment);
    return moment > this.light(day).sunset ? addDays(day, 1) : day;
  }
}

export type TamilMonthSpan = { month: number; firstDay: IsoDay; lastDay: IsoDay };

/** The civil days of Tamil month `month` that begins in Gregorian year `year` at `days.place`. */
function monthSpan(days: PlaceDays, month: number, year: number): TamilMonthSpan {
  const enters = sankranti(month, new Date(Date.UTC(year, 0, 1)));
  const leaves = sankranti((month + 1) % 12, new Date(enters.getTime() + 25 * DAY_MS));
  return { month, firstDay: days.monthFirstDay(enters), lastDay: addDays(days.monthFirstDay(leaves), -1) };
}

export type ThithiMoment = { number: number; paksham: Thithi["paksham"]; start: string; end: string };

const moment = (thithi: Thithi): ThithiMoment => ({
  number: thithi.number,
  paksham: thithi.paksham,
  start: thithi.start.toISOString(),
  end: thithi.end.toISOString(),
});

export type TamilDeathDate = {
  /** 0 = சித்திரை … 11 = பங்குனி. */
  tamilMonth: number;
  /** Day of the Tamil month, from 1. */
  tamilDay: number;
  /** Gregorian year in which that Tamil month began (Margazhi can begin in the December before a January death). */
  monthYear: number;
  thithi: ThithiMoment;
  /** 0 = அசுவினி … 26 = ரேவதி. */
  nakshatra: number;
  /** What the thithi and nakshatra were read at: the given time of death, or that day's sunrise. */
  readAt: "timeOfDeath" | "sunrise";
};

/**
 * The Tamil date of a death on civil day `day` at `place`. With the time of death ('HH:MM',
 * 24-hour, the place's clock) the thithi and nakshatra are those running then; without it, those
 * at that day's sunrise, the panchangam's thithi of the day. The month is the civil day's (the
 * sunset rule), as a panchangam prints it beside that day.
 */
export function tamilDeathDate(day: IsoDay, place: CalendarPlace, time?: string | null): TamilDeathDate {
  const days = new PlaceDays(place);
  const clock = time ? /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time) : null;
  const instant = clock
    ? new Date(new TZDate(dayParts(day).year, dayParts(day).month - 1, dayParts(day).day, Number(clock[1]), Number(clock[2]), place.zone).getTime())
    : days.light(day).sunrise;
  const tamilMonth = days.tamilMonth(day);
  const firstDay = days.monthFirstDay(sankranti(tamilMonth, new Date(days.midnight(day).getTime() - 33 * DAY_MS)));
  return {
    tamilMonth,
    tamilDay: daysBetween(firstDay, day) + 1,
    monthYear: dayParts(firstDay).year,
    thithi: moment(thithiAt(instant)),
    nakshatra: nakshatraAt(instant),
    readAt: clock ? "timeOfDeath" : "sunrise",
  };
}

/**
 * How a year's day was chosen (decision 035):
 * - "afternoon": the thithi covers one afternoon of the month; that day.
 * - "twoAfternoons": it covers part of two; the day it covers longer (the first when equal).
 * - "noAfternoon": it begins after one afternoon and ends before the next; the day it is
 *   running at sunrise, the day the panchangam names it.
 */
export type ThithiDayRule = "afternoon" | "twoAfternoons" | "noAfternoon";

export type YearlyThithi = {
  /** The Gregorian year in which this Tamil month begins. */
  year: number;
  /** 1 for the first year after the death. */
  ordinal: number;
  date: IsoDay;
  tamilMonth: number;
  tamilDay: number;
  thithi: ThithiMoment;
  aparahna: { start: string; end: string };
  rule: ThithiDayRule;
  /** The thithi came twice in this Tamil month; this is the second (the first is the சூன்ய திதி). */
  twiceInMonth: boolean;
  /** The month was too short to hold the thithi's day; this is the nearest one, just outside it. */
  outsideMonth: boolean;
};

type Candidate = { thithi: Thithi; day: IsoDay; rule: ThithiDayRule };

/** The civil day a thithi's remembrance falls on at this place, by its afternoons. */
function dayForThithi(days: PlaceDays, thithi: Thithi): Candidate {
  const covered: Array<{ day: IsoDay; ms: number }> = [];
  for (let day = days.dayOf(thithi.start); day <= days.dayOf(thithi.end); day = addDays(day, 1)) {
    const { aparahna } = days.light(day);
    const ms = Math.min(thithi.end.getTime(), aparahna.end.getTime()) - Math.max(thithi.start.getTime(), aparahna.start.getTime());
    if (ms > 0) covered.push({ day, ms });
  }
  if (covered.length > 0) {
    // Days are in order, so keeping the earlier one unless a later covers clearly more picks the first of equals.
    const best = covered.reduce((kept, next) => (next.ms > kept.ms + EQUAL_COVERAGE_MS ? next : kept));
    return { thithi, day: best.day, rule: covered.length > 1 ? "twoAfternoons" : "afternoon" };
  }
  // No afternoon: it ran through the night between two, so it holds the next sunrise.
  const next = addDays(days.dayOf(thithi.start), 1);
  const day = days.light(next).sunrise >= thithi.start && days.light(next).sunrise < thithi.end ? next : days.dayOf(thithi.start);
  return { thithi, day, rule: "noAfternoon" };
}

/** The yearly thithi day in the Tamil month that begins in `year`. */
function yearlyThithiIn(days: PlaceDays, death: TamilDeathDate, year: number): YearlyThithi {
  const span = monthSpan(days, death.tamilMonth, year);
  const from = new Date(days.midnight(span.firstDay).getTime() - DAY_MS);
  const to = new Date(days.midnight(span.lastDay).getTime() + 2 * DAY_MS);
  const candidates = thithiOccurrences(death.thithi.number, from, to).map((thithi) => dayForThithi(days, thithi));
  const inMonth = candidates.filter((candidate) => candidate.day >= span.firstDay && candidate.day <= span.lastDay);
  const distance = (day: IsoDay) => Math.max(daysBetween(day, span.firstDay), daysBetween(span.lastDay, day), 0);
  const chosen = inMonth.length > 0 ? inMonth[inMonth.length - 1]! : candidates.reduce((kept, next) => (distance(next.day) < distance(kept.day) ? next : kept));
  const { aparahna } = days.light(chosen.day);
  return {
    year,
    ordinal: year - death.monthYear,
    date: chosen.day,
    tamilMonth: death.tamilMonth,
    tamilDay: daysBetween(span.firstDay, chosen.day) + 1,
    thithi: moment(chosen.thithi),
    aparahna: { start: aparahna.start.toISOString(), end: aparahna.end.toISOString() },
    rule: chosen.rule,
    twiceInMonth: inMonth.length > 1,
    outsideMonth: inMonth.length === 0,
  };
}

/** The yearly thithi days at `place` for the Tamil months beginning in `fromYear` and the `count - 1` years after. */
export function yearlyThithiDates(death: TamilDeathDate, place: CalendarPlace, fromYear: number, count = 10): YearlyThithi[] {
  const days = new PlaceDays(place);
  const first = Math.max(fromYear, death.monthYear + 1);
  return Array.from({ length: count }, (_, index) => yearlyThithiIn(days, death, first + index));
}

/** The first yearly thithi day on or after `today` at `place`. */
export function nextYearlyThithi(death: TamilDeathDate, place: CalendarPlace, today: IsoDay): YearlyThithi {
  const days = new PlaceDays(place);
  for (let year = Math.max(death.monthYear + 1, dayParts(today).year - 1); ; year += 1) {
    const yearly = yearlyThithiIn(days, death, year);
    if (yearly.date >= today) return yearly;
  }
}
