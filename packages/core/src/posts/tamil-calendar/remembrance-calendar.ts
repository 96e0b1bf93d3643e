import type { IsoDay } from "../remembrance-dates";
import { calendarPlace, type CalendarPlace } from "./places";

/**
 * What the keepers chose for the yearly remembrance (decision 035), as the post keeps it
 * (`remembrancecalendar`, null when never chosen: the Gregorian anniversary alone, as before).
 * Free of astronomy, so the memorial page and form can read the choice without loading it; the
 * days are worked out by thithi-dates.ts and kept-thithi.ts.
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

// In places.ts, beside the places it names.
export { listedPlaceIn } from "./places";
