/**
 * The site's languages. English is the spec's; Tamil is the first language of the families it
 * is for. The choice travels in a cookie the server reads, so server-rendered pages, e-mails
 * and error messages come in the visitor's language.
 */
export const LOCALES = ["en", "ta"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Cookie that keeps the visitor's choice (a year; read by the server for every request). */
export const LOCALE_COOKIE = "lang";
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** `?lang=ta` or `?lang=en` on any link opens the site in that language (and keeps it). */
export const LOCALE_QUERY_PARAM = "lang";

/** What a language switch says: the name of the other language, in that language. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", ta: "தமிழ்" };

export const isLocale = (value: unknown): value is Locale => typeof value === "string" && (LOCALES as readonly string[]).includes(value);

/**
 * The best of our languages for an Accept-Language header ("ta-LK,ta;q=0.9,en;q=0.8"): the
 * highest-weighted tag whose primary language we have; English when none matches.
 */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  let best: { locale: Locale; weight: number } | null = null;
  for (const part of header.split(",").slice(0, 20)) {
    const [tag = "", ...params] = part.trim().split(";");
    const primary = tag.trim().toLowerCase().split("-")[0];
    if (!isLocale(primary)) continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    if (!Number.isFinite(weight) || weight <= 0) continue;
    if (!best || weight > best.weight) best = { locale: primary, weight };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}

/** A request's language: an explicit `?lang=`, else the kept choice, else the browser's languages. */
export function pickLocale({ query, cookie, acceptLanguage }: { query?: unknown; cookie?: unknown; acceptLanguage?: string | null }): Locale {
  if (isLocale(query)) return query;
  if (isLocale(cookie)) return cookie;
  return localeFromAcceptLanguage(acceptLanguage);
}

/** The Set-Cookie / document.cookie value that keeps a choice. */
export const localeCookieValue = (locale: Locale) => `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
