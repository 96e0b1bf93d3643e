import { dayParts, type IsoDay } from "../remembrance-dates";
import type { Locale } from "../../i18n/locales";
import type { CalendarPlace, KnownPlace } from "./places";
import { listedPlaceIn, observesThithi, resolvePlace, type RemembranceCalendar } from "./remembrance-calendar";
import { tamilDeathDate, yearlyThithiDates, type TamilDeathDate, type YearlyThithi } from "./thithi-dates";

/**
 * The yearly thithi days a family keeps (decision 035): each year's computed day, or the day
 * their priest set for that year instead. Reminders, the calendar file, the printable notice and
 * the home page's list of the week all read the days from here, so they agree with each other.
 */

/** A year's day as the family keeps it. When `overridden`, `date` is theirs and `tamilMonth`/`tamilDay` are that day's. */
export type KeptThithi = YearlyThithi & { overridden: boolean };

/** What the days are computed from: the death's Tamil date, the ceremony's place and the family's own dates. */
export type ThithiKeeping = { death: TamilDeathDate; ceremony: CalendarPlace; overrides: Record<string, IsoDay> };

type DeathPlaceFields = { deathplace?: string | null; deathcity?: string | null; deathcountry?: string | null };

/**
 * The keeping of a memorial whose family chose the thithi ("thithi" or "both"), or null: no
 * choice, the anniversary alone, no real day of death or an unknown ceremony place. The death is
 * read at its chosen place, else the listed place the post names, else the ceremony's place
 * (decision 035).
 */
export function thithiKeeping(death: IsoDay | null, calendar: RemembranceCalendar | null | undefined, fields: DeathPlaceFields): ThithiKeeping | null {
  if (!death || !calendar || !observesThithi(calendar)) return null;
  const ceremony = resolvePlace(calendar.ceremonyplace);
  if (!ceremony) return null;
  const diedAt = resolvePlace(calendar.deathplace) ?? listedPlaceIn(fields) ?? ceremony;
  return { death: tamilDeathDate(death, diedAt, calendar.deathtime), ceremony, overrides: calendar.overrides ?? {} };
}

/** A computed year with the family's date for it, when they set one (keyed by the year its Tamil month begins in). */
function kept(keeping: ThithiKeeping, computed: YearlyThithi): KeptThithi {
  const override = keeping.overrides[String(computed.year)];
  if (!override || override === computed.date) return { ...computed, overridden: false };
  // Their day may lie in another Tamil month (the priest chose the empty thithi, or a short month's neighbour): say its own.
  const theirs = tamilDeathDate(override, keeping.ceremony);
  return { ...computed, date: override, tamilMonth: theirs.tamilMonth, tamilDay: theirs.tamilDay, overridden: true, outsideMonth: false };
}

/** The kept days of the Tamil months beginning in `fromYear` and the `count - 1` years after (never before the first year). */
export function keptThithiDays(keeping: ThithiKeeping, fromYear: number, count = 10): KeptThithi[] {
  return yearlyThithiDates(keeping.death, keeping.ceremony, fromYear, count).map((computed) => kept(keeping, computed));
}

/**
 * The first kept day on or after `today`. A year whose own date has passed is skipped even when
 * the computed day has not (and the other way round), so a family's date moves the next day too.
 */
export function nextKeptThithi(keeping: ThithiKeeping, today: IsoDay): KeptThithi {
  for (let year = Math.max(keeping.death.monthYear + 1, dayParts(today).year - 1); ; year += 1) {
    const [day] = keptThithiDays(keeping, year, 1);
    if (day!.date >= today) return day!;
  }
}

/** A place's name in `locale`: a listed place's own, else the name the family gave. */
export function calendarPlaceName(place: CalendarPlace, locale: Locale): string {
  if ("id" in place && "name" in place && typeof place.name === "object") return (place as KnownPlace).name[locale];
  return "name" in place && typeof place.name === "string" ? place.name : "";
}
