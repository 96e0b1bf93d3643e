import { Body, EclipticGeoMoon, MakeTime, Observer, e_tilt, SearchMoonPhase, SearchRiseSet, SearchSunLongitude, SunPosition } from "astronomy-engine";
import { pakshamOf, type Paksham } from "./names";

/**
 * The astronomy under the Tamil calendar, on astronomy-engine's sun and moon (geocentric,
 * apparent, ecliptic of date; accurate to well under a minute of time for thithi ends, which is
 * what almanacs print). Instants are JavaScript Dates (UTC); nothing here knows a time zone.
 */

const DAY_MS = 86_400_000;
/** One thithi is the moon gaining 12° on the sun. */
export const THITHI_DEGREES = 12;
const NAKSHATRA_DEGREES = 360 / 27;

const norm360 = (degrees: number) => ((degrees % 360) + 360) % 360;
const addMs = (date: Date, ms: number) => new Date(date.getTime() + ms);

/**
 * The Lahiri (Chitrapaksha) ayanamsa in degrees, the one Indian and Sri Lankan panchangams use,
 * "true" (with the nutation in longitude), as the Indian Astronomical Ephemeris prints it: the
 * sidereal longitude is then the mean one, free of nutation's wobble.
 *
 *   ayanamsa = 23°51'25.5" + 50.29" × (years since 1 January 2000) + Δψ
 *
 * 23°51'25.5" is the mean Lahiri value at 2000 (the Swiss Ephemeris' Lahiri, carried from the
 * Calendar Reform Committee's 23°15'00.658" of 21 March 1956); 50.29" a year is general
 * precession (5028.8"/century, IAU 2006); Δψ comes from astronomy-engine (e_tilt). Checked
 * against published values (Astrodienst's astrowiki, "Ayanamsha"): 22°27'37.7" (mean) on
 * 1 January 1900, and 23°51'11" on 1 January 2000 (the New International Ephemeris 1900–2050,
 * a true value: Δψ was −14" then). It gives about 24°08' for 2020.
 */
export function lahiriAyanamsa(date: Date): number {
  const years = (date.getTime() - Date.UTC(2000, 0, 1)) / (365.25 * DAY_MS);
  return (23 * 3600 + 51 * 60 + 25.5 + 50.29 * years + e_tilt(MakeTime(date)).dpsi) / 3600;
}

/** The same without nutation (the mean ayanamsa), for comparing with tables of mean values. */
export function meanLahiriAyanamsa(date: Date): number {
  return lahiriAyanamsa(date) - e_tilt(MakeTime(date)).dpsi / 3600;
}

/**
 * Moon's ecliptic longitude minus the sun's, 0–360: the elongation a thithi counts. Apparent
 * positions, as almanacs use: astronomy-engine's MoonPhase leaves out the sun's aberration
 * (20.5"), which would put every thithi end about 40 seconds late.
 */
export const elongation = (date: Date): number => norm360(EclipticGeoMoon(date).lon - SunPosition(date).elon);

/** The thithi (1–30) at an instant: elongation / 12°, counted from the new moon. */
export const thithiNumberAt = (date: Date): number => Math.min(30, Math.floor(elongation(date) / THITHI_DEGREES) + 1);

export type Thithi = {
  /** 1–15 வளர்பிறை (15 = பௌர்ணமி), 16–30 தேய்பிறை (30 = அமாவாசை). */
  number: number;
  paksham: Paksham;
  start: Date;
  end: Date;
};

const wrap180 = (degrees: number) => norm360(degrees + 180) - 180;

/**
 * The instant the elongation reaches `degrees`, searching from `from` for `days` (negative: back
 * in time), or null: SearchMoonPhase finds it on MoonPhase's elongation, then a few Newton steps
 * move it onto the apparent one (they differ by the constant-ish 20.5" of aberration).
 */
function crossing(degrees: number, from: Date, days: number): Date | null {
  const found = SearchMoonPhase(norm360(degrees), from, days);
  if (!found) return null;
  let time = found.date.getTime();
  for (let step = 0; step < 4; step += 1) {
    const miss = wrap180(degrees - elongation(new Date(time)));
    if (Math.abs(miss) < 1e-7) break;
    const perMs = wrap180(elongation(new Date(time + 60_000)) - elongation(new Date(time))) / 60_000;
    time += miss / perMs;
  }
  return new Date(time);
}

function phaseTime(degrees: number, from: Date, days: number): Date {
  const found = crossing(degrees, from, days);
  if (!found) throw new RangeError(`No elongation ${degrees}° within ${days} days of ${from.toISOString()}`);
  return found;
}

/** A thithi lasts at most about 26.8 hours; searches look a little further than that. */
const THITHI_SEARCH_DAYS = 1.3;

/** The thithi running at `date`, with when it began and ends (the elongation crossing its multiples of 12°). */
export function thithiAt(date: Date): Thithi {
  const number = thithiNumberAt(date);
  // MoonPhase crosses about 40 s after the apparent elongation, so the search back starts a
  // little after `date` to find a thithi that began in the last minute.
  const start = phaseTime((number - 1) * THITHI_DEGREES, addMs(date, 5 * 60_000), -THITHI_SEARCH_DAYS);
  const end = phaseTime(number * THITHI_DEGREES, date, THITHI_SEARCH_DAYS);
  return { number, paksham: pakshamOf(number), start, end };
}

/** Every occurrence of thithi `number` that is running at some instant in [from, to). */
export function thithiOccurrences(number: number, from: Date, to: Date): Thithi[] {
  const occurrences: Thithi[] = [];
  // The latest start at or before `from` (one lunar month back at most), then each month's.
  let start = crossing((number - 1) * THITHI_DEGREES, from, -30) ?? from;
  while (start < to) {
    const end = phaseTime(number * THITHI_DEGREES, start, THITHI_SEARCH_DAYS);
    if (end > from) occurrences.push({ number, paksham: pakshamOf(number), start, end });
    start = phaseTime((number - 1) * THITHI_DEGREES, end, 31);
  }
  return occurrences;
}

/** The sun's sidereal (nirayana, Lahiri) ecliptic longitude, 0–360. */
export const siderealSunLongitude = (date: Date): number => norm360(SunPosition(date).elon - lahiriAyanamsa(date));

/** The moon's sidereal ecliptic longitude, 0–360. */
export const siderealMoonLongitude = (date: Date): number => norm360(EclipticGeoMoon(date).lon - lahiriAyanamsa(date));

/** The sun's sidereal sign at an instant, 0–11 (0 = Mesha, the Tamil month சித்திரை). */
export const solarSignAt = (date: Date): number => Math.floor(siderealSunLongitude(date) / 30) % 12;

/** The nakshatra (0–26, 0 = அசுவினி) of the moon at an instant. */
export const nakshatraAt = (date: Date): number => Math.floor(siderealMoonLongitude(date) / NAKSHATRA_DEGREES) % 27;

/**
 * The sankranti: the first instant after `from` at which the sun enters sidereal sign `sign`.
 * SearchSunLongitude finds a tropical longitude within a window holding one crossing, so the
 * window is put around the date the sun's mean motion gives, and the ayanamsa added at that
 * date (it moves 0.14" a day, too little to matter across the window).
 */
export function sankranti(sign: number, from: Date): Date {
  const ahead = norm360(sign * 30 - siderealSunLongitude(from)) / 0.9856;
  const guess = addMs(from, ahead * DAY_MS);
  // The sun's speed varies by ±3.4%, so over most of a year the guess can be five days out.
  const start = addMs(guess, -10 * DAY_MS) > from ? addMs(guess, -10 * DAY_MS) : from;
  const found = SearchSunLongitude(norm360(sign * 30 + lahiriAyanamsa(guess)), start, 20);
  if (!found) throw new RangeError(`No sankranti ${sign} near ${guess.toISOString()}`);
  return found.date;
}

export type Coordinates = { latitude: number; longitude: number };

export type Daylight = {
  sunrise: Date;
  sunset: Date;
  /** The fourth of the five equal parts of the daytime (aparahna), when a remembrance is offered. */
  aparahna: { start: Date; end: Date };
};

/**
 * Sunrise and sunset after `localMidnight` (the start of a civil day at the place), as
 * almanacs give them: the sun's upper limb on the horizon with standard refraction. Where the
 * sun does not rise or set that day (the far north in summer), 06:00 and 18:00 stand in.
 */
export function daylight(place: Coordinates, localMidnight: Date): Daylight {
  const observer = new Observer(place.latitude, place.longitude, 0);
  const sunrise = SearchRiseSet(Body.Sun, observer, +1, localMidnight, 1)?.date ?? addMs(localMidnight, 6 * 3_600_000);
  const sunset = SearchRiseSet(Body.Sun, observer, -1, sunrise, 1)?.date ?? addMs(localMidnight, 18 * 3_600_000);
  const fifth = (sunset.getTime() - sunrise.getTime()) / 5;
  return { sunrise, sunset, aparahna: { start: addMs(sunrise, 3 * fifth), end: addMs(sunrise, 4 * fifth) } };
}
