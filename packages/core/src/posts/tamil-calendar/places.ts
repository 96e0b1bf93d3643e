import type { Locale } from "../../i18n/locales";
import type { Coordinates } from "./astro";

/**
 * Where a death happened or a remembrance is held: the sun rises and sets by its coordinates and
 * its civil days turn at midnight in its IANA zone. The families' own places are listed; any
 * other is given by coordinates and zone.
 */
export type CalendarPlace = Coordinates & { zone: string };

export type KnownPlace = CalendarPlace & { id: string; name: Record<Locale, string> };

/** City centres, to a hundredth of a degree (a kilometre moves sunrise by a few seconds). */
export const CALENDAR_PLACES: readonly KnownPlace[] = [
  { id: "jaffna", name: { en: "Jaffna", ta: "யாழ்ப்பாணம்" }, latitude: 9.66, longitude: 80.01, zone: "Asia/Colombo" },
  { id: "kilinochchi", name: { en: "Kilinochchi", ta: "கிளிநொச்சி" }, latitude: 9.39, longitude: 80.4, zone: "Asia/Colombo" },
  { id: "colombo", name: { en: "Colombo", ta: "கொழும்பு" }, latitude: 6.93, longitude: 79.85, zone: "Asia/Colombo" },
  { id: "batticaloa", name: { en: "Batticaloa", ta: "மட்டக்களப்பு" }, latitude: 7.73, longitude: 81.69, zone: "Asia/Colombo" },
  { id: "trincomalee", name: { en: "Trincomalee", ta: "திருகோணமலை" }, latitude: 8.59, longitude: 81.21, zone: "Asia/Colombo" },
  { id: "chennai", name: { en: "Chennai", ta: "சென்னை" }, latitude: 13.08, longitude: 80.27, zone: "Asia/Kolkata" },
  { id: "toronto", name: { en: "Toronto", ta: "ரொறன்ரோ" }, latitude: 43.65, longitude: -79.38, zone: "America/Toronto" },
  { id: "london", name: { en: "London", ta: "லண்டன்" }, latitude: 51.51, longitude: -0.13, zone: "Europe/London" },
  { id: "paris", name: { en: "Paris", ta: "பாரிஸ்" }, latitude: 48.86, longitude: 2.35, zone: "Europe/Paris" },
  { id: "zurich", name: { en: "Zürich", ta: "சூரிச்" }, latitude: 47.38, longitude: 8.54, zone: "Europe/Zurich" },
  { id: "berlin", name: { en: "Berlin", ta: "பேர்லின்" }, latitude: 52.52, longitude: 13.4, zone: "Europe/Berlin" },
  { id: "oslo", name: { en: "Oslo", ta: "ஒஸ்லோ" }, latitude: 59.91, longitude: 10.75, zone: "Europe/Oslo" },
  { id: "sydney", name: { en: "Sydney", ta: "சிட்னி" }, latitude: -33.87, longitude: 151.21, zone: "Australia/Sydney" },
];

export const CALENDAR_PLACE_IDS = CALENDAR_PLACES.map((place) => place.id) as [string, ...string[]];

export const calendarPlace = (id: string): KnownPlace | null => CALENDAR_PLACES.find((place) => place.id === id) ?? null;

/** A listed place named in the post's place of death ('Jaffna Teaching Hospital', city 'Jaffna'), or null. */
export function listedPlaceIn(fields: { deathplace?: string | null; deathcity?: string | null; deathcountry?: string | null }): KnownPlace | null {
  const words = [fields.deathcity, fields.deathplace, fields.deathcountry].join(" ").toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
  return CALENDAR_PLACES.find((place) => words.split(/[^a-z]+/).includes(place.id)) ?? null;
}
