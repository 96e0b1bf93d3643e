import type { Locale } from "../../i18n/locales";

/**
 * The names of the Tamil calendar's thithis, pakshams, solar months and nakshatras in both
 * languages. Fixed tables, like the Gregorian month names in i18n/date-words.ts, so the server
 * and the browser write the same words; the English ones are the transliterations Sri Lankan
 * Tamil families use in English print.
 */

/** Thithi names by their number within a paksham (1–15); 15 is the full or the new moon. */
const THITHI_NAMES: Record<Locale, readonly string[]> = {
  ta: ["பிரதமை", "துவிதியை", "திருதியை", "சதுர்த்தி", "பஞ்சமி", "சஷ்டி", "சப்தமி", "அஷ்டமி", "நவமி", "தசமி", "ஏகாதசி", "துவாதசி", "திரயோதசி", "சதுர்த்தசி"],
  en: [
    "Prathamai",
    "Dvitiyai",
    "Tritiyai",
    "Chaturthi",
    "Panchami",
    "Shashti",
    "Saptami",
    "Ashtami",
    "Navami",
    "Dasami",
    "Ekadasi",
    "Dvadasi",
    "Trayodasi",
    "Chaturdasi",
  ],
};
const FULL_MOON: Record<Locale, string> = { ta: "பௌர்ணமி", en: "Pournami" };
const NEW_MOON: Record<Locale, string> = { ta: "அமாவாசை", en: "Amavasai" };

export type Paksham = "valarpirai" | "theypirai";

const PAKSHAM_NAMES: Record<Locale, Record<Paksham, string>> = {
  ta: { valarpirai: "வளர்பிறை", theypirai: "தேய்பிறை" },
  en: { valarpirai: "Valarpirai (waxing moon)", theypirai: "Theypirai (waning moon)" },
};

/** Mesha (the sun's first sidereal sign) is சித்திரை. */
const TAMIL_MONTH_NAMES: Record<Locale, readonly string[]> = {
  ta: ["சித்திரை", "வைகாசி", "ஆனி", "ஆடி", "ஆவணி", "புரட்டாசி", "ஐப்பசி", "கார்த்திகை", "மார்கழி", "தை", "மாசி", "பங்குனி"],
  en: ["Chithirai", "Vaikasi", "Aani", "Aadi", "Aavani", "Purattasi", "Aippasi", "Karthikai", "Margazhi", "Thai", "Maasi", "Panguni"],
};

/** From Asvini, which begins at sidereal 0°. */
const NAKSHATRA_NAMES: Record<Locale, readonly string[]> = {
  ta: [
    "அசுவினி",
    "பரணி",
    "கார்த்திகை",
    "ரோகிணி",
    "மிருகசீரிடம்",
    "திருவாதிரை",
    "புனர்பூசம்",
    "பூசம்",
    "ஆயில்யம்",
    "மகம்",
    "பூரம்",
    "உத்திரம்",
    "அஸ்தம்",
    "சித்திரை",
    "சுவாதி",
    "விசாகம்",
    "அனுஷம்",
    "கேட்டை",
    "மூலம்",
    "பூராடம்",
    "உத்திராடம்",
    "திருவோணம்",
    "அவிட்டம்",
    "சதயம்",
    "பூரட்டாதி",
    "உத்திரட்டாதி",
    "ரேவதி",
  ],
  en: [
    "Asvini",
    "Bharani",
    "Karthikai",
    "Rohini",
    "Mirugasirisham",
    "Thiruvathirai",
    "Punarpoosam",
    "Poosam",
    "Ayilyam",
    "Magam",
    "Pooram",
    "Uthiram",
    "Hastham",
    "Chithirai",
    "Swathi",
    "Visakam",
    "Anusham",
    "Kettai",
    "Moolam",
    "Pooradam",
    "Uthiradam",
    "Thiruvonam",
    "Avittam",
    "Sathayam",
    "Pooratathi",
    "Uthiratathi",
    "Revathi",
  ],
};

/** The paksham of thithi 1–30: the first fifteen follow the new moon. */
export const pakshamOf = (thithi: number): Paksham => (thithi <= 15 ? "valarpirai" : "theypirai");

/** Thithi 1–30 by name: 15 is பௌர்ணமி, 30 அமாவாசை, the others by their place in the paksham. */
export function thithiName(thithi: number, locale: Locale): string {
  if (thithi === 15) return FULL_MOON[locale];
  if (thithi === 30) return NEW_MOON[locale];
  return THITHI_NAMES[locale][(thithi - 1) % 15]!;
}

export const pakshamName = (paksham: Paksham, locale: Locale): string => PAKSHAM_NAMES[locale][paksham];

/** Tamil month 0–11 (0 = சித்திரை). */
export const tamilMonthName = (month: number, locale: Locale): string => TAMIL_MONTH_NAMES[locale][month]!;

/** Nakshatra 0–26 (0 = அசுவினி). */
export const nakshatraName = (nakshatra: number, locale: Locale): string => NAKSHATRA_NAMES[locale][nakshatra]!;
