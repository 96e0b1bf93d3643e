import { TZDate } from "@date-fns/tz";
import { isTimeZone } from "./time-zone";

/**
 * When and where a funeral service or event happens, in its own time zone. The post
 * keeps what the family typed: the date as DD/MM/YYYY, times like '10:00 AM', and an IANA zone
 * ('Asia/Colombo') chosen on the form. Used by the form (the default zone), the memorial page
 * (the visitor's own time) and the server (.ics files), so all three read a time the same way.
 */

/**
 * The places these families name, folded to lower case, and their zones: the form's default
 * when the family has not chosen one. Matched as whole words anywhere in an address or place;
 * cities come before their countries, so the most precise place names the zone.
 */
const PLACE_ZONES: ReadonlyArray<readonly [string, string]> = [
  ["jaffna", "Asia/Colombo"],
  ["kilinochchi", "Asia/Colombo"],
  ["mullaitivu", "Asia/Colombo"],
  ["vavuniya", "Asia/Colombo"],
  ["mannar", "Asia/Colombo"],
  ["trincomalee", "Asia/Colombo"],
  ["batticaloa", "Asia/Colombo"],
  ["colombo", "Asia/Colombo"],
  ["kandy", "Asia/Colombo"],
  ["sri lanka", "Asia/Colombo"],
  ["toronto", "America/Toronto"],
  ["markham", "America/Toronto"],
  ["scarborough", "America/Toronto"],
  ["brampton", "America/Toronto"],
  ["mississauga", "America/Toronto"],
  ["ottawa", "America/Toronto"],
  ["montreal", "America/Toronto"],
  ["vancouver", "America/Vancouver"],
  ["calgary", "America/Edmonton"],
  ["edmonton", "America/Edmonton"],
  ["canada", "America/Toronto"],
  ["london", "Europe/London"],
  ["united kingdom", "Europe/London"],
  ["england", "Europe/London"],
  ["uk", "Europe/London"],
  ["germany", "Europe/Berlin"],
  ["berlin", "Europe/Berlin"],
  ["switzerland", "Europe/Zurich"],
  ["zurich", "Europe/Zurich"],
  ["zürich", "Europe/Zurich"],
  ["bern", "Europe/Zurich"],
  ["geneva", "Europe/Zurich"],
  ["france", "Europe/Paris"],
  ["paris", "Europe/Paris"],
  ["netherlands", "Europe/Amsterdam"],
  ["norway", "Europe/Oslo"],
  ["oslo", "Europe/Oslo"],
  ["denmark", "Europe/Copenhagen"],
  ["italy", "Europe/Rome"],
  ["chennai", "Asia/Kolkata"],
  ["tamil nadu", "Asia/Kolkata"],
  ["india", "Asia/Kolkata"],
  ["sydney", "Australia/Sydney"],
  ["melbourne", "Australia/Melbourne"],
  ["australia", "Australia/Sydney"],
  ["new zealand", "Pacific/Auckland"],
  ["auckland", "Pacific/Auckland"],
  ["singapore", "Asia/Singapore"],
  ["malaysia", "Asia/Kuala_Lumpur"],
  ["kuala lumpur", "Asia/Kuala_Lumpur"],
  ["dubai", "Asia/Dubai"],
  ["qatar", "Asia/Qatar"],
  ["doha", "Asia/Qatar"],
  ["new york", "America/New_York"],
  ["usa", "America/New_York"],
  ["united states", "America/New_York"],
];

/** The zones offered first on the form, in this order (the places above, once each). */
export const COMMON_TIME_ZONES: readonly string[] = [...new Set(PLACE_ZONES.map(([, zone]) => zone))];

const displayPlace = (place: string) => (place.length <= 3 ? place.toUpperCase() : place.replace(/(^|\s)\p{L}/gu, (c) => c.toUpperCase()));
const fold = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;

/**
 * The place named in the first text that names one, and its zone: 'Nallur, Jaffna' ->
 * { place: 'Jaffna', zone: 'Asia/Colombo' }; null when none does.
 */
export function placeTimeZone(...texts: string[]): { place: string; zone: string } | null {
  for (const text of texts) {
    const folded = fold(text ?? "");
    for (const [place, zone] of PLACE_ZONES) {
      if (folded.includes(` ${place} `)) return { place: displayPlace(place), zone };
    }
  }
  return null;
}

// In a module of its own, free of date-fns/tz: the memorial form's rules (post-rules.ts) check zones too,
// and they load with every page.
export { isTimeZone };

/** '10:00 AM', '2:30 pm', '14:30' -> hours and minutes; null when it is not a time. */
export function parseClockTime(text: string): { hours: number; minutes: number } | null {
  // "am", "a.m.", "a. m", "a .": the spaces after the "a" or "p" are one run, then an "m" or a
  // dot may start a second. Written as two runs that may both be empty, the spaces could be
  // shared between them in every way when the text then fails ("1a" and 10,000 spaces: 0.15 s).
  const twelve = /^\s*(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?\s*(?:(?:m\.?|\.)\s*)?$/i.exec(text ?? "");
  if (twelve) {
    const hour = Number(twelve[1]);
    const minutes = Number(twelve[2] ?? "0");
    if (hour < 1 || hour > 12 || minutes > 59) return null;
    return { hours: (hour % 12) + (twelve[3]!.toLowerCase() === "p" ? 12 : 0), minutes };
  }
  const twentyFour = /^\s*(\d{1,2})[:.](\d{2})\s*$/.exec(text ?? "");
  if (twentyFour) {
    const hours = Number(twentyFour[1]);
    const minutes = Number(twentyFour[2]);
    return hours < 24 && minutes < 60 ? { hours, minutes } : null;
  }
  return null;
}

/** 'DD/MM/YYYY' -> its parts when it is a real day; null otherwise. */
export function parseDayText(text: string): { year: number; month: number; day: number } | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text ?? "");
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? { year, month, day } : null;
}

export type ServiceTimes = {
  /** The zone the times are in; null when none was chosen and the place names none (then times are "floating"). */
  zone: string | null;
  start: TZDate;
  /** The end time, or start + 1 hour when none was given; the next day when it reads earlier than the start. */
  end: TZDate;
  /** True when the start time was given (else the service is all day). */
  timed: boolean;
};

/**
 * A service's start and end as instants in its zone (a TZDate: its getters read the zone's wall
 * clock). Null when the date is not a real DD/MM/YYYY day. Without a zone the instants are read in
 * UTC and `zone` is null, so callers can write the wall time without claiming a zone.
 */
export function serviceTimes(date: string, start: string, end: string, zone: string | null): ServiceTimes | null {
  const day = parseDayText(date);
  if (!day) return null;
  const tz = zone && isTimeZone(zone) ? zone : null;
  const from = parseClockTime(start);
  const to = parseClockTime(end);
  const at = (time: { hours: number; minutes: number } | null) =>
    new TZDate(day.year, day.month - 1, day.day, time?.hours ?? 0, time?.minutes ?? 0, tz ?? "UTC");
  const startsAt = at(from);
  let endsAt = to ? at(to) : new TZDate(startsAt.getTime() + (from ? 60 : 24 * 60) * 60_000, tz ?? "UTC");
  if (endsAt.getTime() <= startsAt.getTime()) endsAt = new TZDate(endsAt.getTime() + 24 * 60 * 60_000, tz ?? "UTC");
  return { zone: tz, start: startsAt, end: endsAt, timed: from !== null };
}

/** The place to name beside a time ('Jaffna'), else the zone's own city ('Asia/Colombo' -> 'Colombo'). */
export function zonePlaceName(zone: string, ...texts: string[]): string {
  const named = placeTimeZone(...texts);
  if (named && named.zone === zone) return named.place;
  return (zone.split("/").pop() ?? zone).replace(/_/g, " ");
}

type FuneralPlace = { funeraltimezone?: string; funeraladdress: string; deathcity: string; deathplace: string; deathcountry: string };
type EventPlace = { eventtimezone?: string; eventaddress: string };

/** The funeral service's zone: the family's choice, else the one its address or the place of death names. */
export function funeralTimeZone(post: FuneralPlace): string | null {
  if (post.funeraltimezone && isTimeZone(post.funeraltimezone)) return post.funeraltimezone;
  return placeTimeZone(post.funeraladdress, post.deathcity, post.deathplace, post.deathcountry)?.zone ?? null;
}

/** An event's zone: the family's choice, else the one its address names, else the funeral's. */
export function eventTimeZone(event: EventPlace, post: FuneralPlace): string | null {
  if (event.eventtimezone && isTimeZone(event.eventtimezone)) return event.eventtimezone;
  return placeTimeZone(event.eventaddress)?.zone ?? funeralTimeZone(post);
}

/** An instant read on another zone's wall clock (the visitor's): its getters give that zone's day and time. */
export const onClockOf = (instant: Date, zone: string): TZDate => new TZDate(instant.getTime(), zone);

/** '9:00 AM': a wall clock as the form writes times. */
export function clockText(date: Date): string {
  const hours = date.getHours();
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(date.getMinutes()).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
}
