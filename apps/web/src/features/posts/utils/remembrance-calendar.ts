import { checkRemembranceCalendar } from "@kma/core/posts/post-rules";
import { isLatitude, isLongitude } from "@kma/core/posts/tamil-calendar/calendar-rules";
import { CALENDAR_PLACES, calendarPlace, listedPlaceIn, type CalendarPlace } from "@kma/core/posts/tamil-calendar/places";
import type { ChosenPlace, RemembranceCalendar } from "@kma/core/posts/tamil-calendar/remembrance-calendar";
import { isTimeZone } from "@kma/core/posts/service-times";
import type { PostFields } from "@kma/core/posts/post-schemas";
import { browserTimeZone } from "./service-time-zones";

/**
 * The memorial form's yearly remembrance settings (decision 035), free of astronomy: the
 * choices and places. The days themselves are worked out in thithi-years.tsx, loaded only when
 * a family chooses the thithi.
 */

type DeathPlaceFields = Pick<PostFields, "deathplace" | "deathcity" | "deathcountry">;

/**
 * Where the ceremony most likely is when a family first chooses the thithi: the listed place on
 * the keeper's own clock (families abroad keep it where they live), else the place of death,
 * else Jaffna. One choice among the list; they change it in a moment.
 */
export function suggestedCeremonyPlace(fields: DeathPlaceFields, zone: string = browserTimeZone()): string {
  return CALENDAR_PLACES.find((place) => place.zone === zone)?.id ?? listedPlaceIn(fields)?.id ?? "jaffna";
}

/** A place the family typed, before its coordinates are whole: NaN until they are numbers. */
export const newOtherPlace = (): Exclude<ChosenPlace, string> => ({ name: "", latitude: Number.NaN, longitude: Number.NaN, zone: browserTimeZone() });

/** The place the days can be worked out for, or null while the family is still typing it. */
export function usablePlace(place: ChosenPlace | undefined): CalendarPlace | null {
  if (place === undefined) return null;
  if (typeof place === "string") return calendarPlace(place);
  return isLatitude(place.latitude) && isLongitude(place.longitude) && isTimeZone(place.zone) ? place : null;
}

/** A coordinate as the family types it: '45.5', '-73.57', '−73.57' (a typographic minus); NaN when it is not a number. */
export function parseCoordinate(text: string): number {
  const tidy = text.trim().replace(/[−–]/g, "-").replace(",", ".");
  return /^-?\d{1,3}(?:\.\d+)?$/.test(tidy) ? Number(tidy) : Number.NaN;
}

/**
 * What is saved: the settings as chosen, except that a family who went back to the anniversary
 * while a place was half typed keeps the anniversary alone (null), not a setting they cannot see.
 */
export function calendarForSave(calendar: RemembranceCalendar | null): RemembranceCalendar | null {
  if (!calendar) return null;
  if (calendar.observe === "anniversary" && checkRemembranceCalendar(calendar) !== null) return null;
  return calendar;
}
