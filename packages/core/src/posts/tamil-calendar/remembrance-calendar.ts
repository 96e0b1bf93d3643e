import { dayParts, type IsoDay } from "../remembrance-dates";
import { calendarPlace, CALENDAR_PLACES, type CalendarPlace } from "./places";
import { nextYearlyThithi, tamilDeathDate, type TamilDeathDate, type YearlyThithi } from "./thithi-dates";

/**
 * What the keepers chose for the yearly remembrance (decision 035), as the post keeps it
 * (`remembrancecalendar`, null when never chosen: the Gregorian anniversary alone, as before).
 */
export const REMEMBRANCE_OBSERVANCES = ["anniversary", "thithi", "both"] as const;
export type RemembranceObservance = (typeof REMEMBRANCE_OBSERVANCES)[number];

/** One of CALENDAR_PLACES by id, or any other place by name, coordinates and zone. */
export type ChosenPlace = string | { name: string; latitude: number; longitude: number; zone: string };

export type RemembranceCalendar = {
  observe: RemembranceObservance;
  /** Where the yearly ceremony is held: its sunrise and sunset choose the day. */
  ceremonyplace: ChosenPlace;
  /** Where the death happened, when not found from the post's place of death. */
  deathplace?: ChosenPlace | undefined;
  /** 'HH:MM' on the place of death's clock, when the family knows it. */
  deathtime?: string | undefined;
  /** A year's date set by the family (their priest decides): year → 'YYYY-MM-DD'. */
  overrides?: Record<string, IsoDay> | undefined;
};

export const observesThithi = (calendar: RemembranceCalendar | null | undefined) => calendar?.observe === "thithi" || calendar?.observe === "both";
export const observesAnniversary = (calendar: RemembranceCalendar | null | undefined) => calendar?.observe !== "thithi";

export function resolvePlace(place: ChosenPlace | undefined): CalendarPlace | null {
  if (!place) return null;
  return typeof place === "string" ? calendarPlace(place) : place;
}

type DeathPlaceFields = { deathplace?: string | null; deathcity?: string | null; deathcountry?: string | null };

/** A listed place named in the post's place of death ('Jaffna Teaching Hospital', city 'Jaffna'), or null. */
export function listedPlaceIn(fields: DeathPlaceFields): CalendarPlace | null {
  const words = [fields.deathcity, fields.deathplace, fields.deathcountry].join(" ").toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
  return CALENDAR_PLACES.find((place) => words.split(/[^a-z]+/).includes(place.id)) ?? null;
}

export type ThithiRemembrance = { death: TamilDeathDate; next: YearlyThithi & { overridden: boolean }; ceremony: CalendarPlace };

/**
 * The Tamil date of the death and the next yearly thithi day from `today`, or null when the
 * family did not choose the thithi or a place is unknown. The death is read at its chosen place,
 * else the listed place the post names, else the ceremony's place.
 */
export function thithiRemembrance(death: IsoDay, calendar: RemembranceCalendar | null | undefined, fields: DeathPlaceFields, today: IsoDay): ThithiRemembrance | null {
  if (!calendar || !observesThithi(calendar) || death > today) return null;
  const ceremony = resolvePlace(calendar.ceremonyplace);
  if (!ceremony) return null;
  const diedAt = resolvePlace(calendar.deathplace) ?? listedPlaceIn(fields) ?? ceremony;
  const tamil = tamilDeathDate(death, diedAt, calendar.deathtime);
  const computed = nextYearlyThithi(tamil, ceremony, today);
  const override = calendar.overrides?.[String(computed.year)];
  const next = override && override >= today ? { ...computed, date: override, overridden: true } : { ...computed, overridden: false };
  return { death: tamil, next, ceremony };
}

/** The year of a day, for override keys. */
export const overrideYear = (day: IsoDay) => String(dayParts(day).year);
