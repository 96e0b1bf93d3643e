import { useCallback, useContext, type ReactNode } from "react";
import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { I18nProvider, LinguiContext, Trans } from "@lingui/react";
import english from "virtual:kma-catalog/en";
import type { MessageKey } from "@kma/core/i18n/catalogs/en/index";
import { DEFAULT_LOCALE, LOCALE_COOKIE, isLocale, localeCookieValue, localeFromAcceptLanguage, type Locale } from "@kma/core/i18n/locales";
import { messageKeyForText, type MessageValues } from "@kma/core/i18n/message-keys";

/**
 * The app's languages (decision 016): Lingui's small runtime with the catalogs of
 * packages/core/src/i18n, parsed at build time. English comes with the app; Tamil is loaded
 * when a page is shown in Tamil, before the page renders, so no screen flashes in English.
 */
export type { Locale, MessageKey, MessageValues };

/** A language's catalog: English is already here, Tamil is its own chunk. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === "ta") return (await import("virtual:kma-catalog/ta")).default;
  return english;
}

/** An i18n instance showing `locale` (its catalog given, or English). Each server render makes its own. */
export function createI18n(locale: Locale = DEFAULT_LOCALE, messages?: Messages): I18n {
  const i18n = setupI18n({ locale: DEFAULT_LOCALE, messages: { [DEFAULT_LOCALE]: english } });
  if (locale !== DEFAULT_LOCALE && messages) {
    i18n.load(locale, messages);
    i18n.activate(locale);
  }
  return i18n;
}

export async function createI18nFor(locale: Locale): Promise<I18n> {
  return createI18n(locale, await loadMessages(locale));
}

export function LanguageProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * English for a component rendered without LanguageProvider: unit tests render one component
 * on its own (a panel, a popover), and it shows its English texts as it did before translation.
 */
let englishOnly: { i18n: I18n; _: Translate } | undefined;
function englishContext() {
  if (!englishOnly) {
    const i18n = createI18n();
    englishOnly = { i18n, _: ((key, values) => i18n._(key, values)) as Translate };
  }
  return englishOnly;
}

function useLinguiOrEnglish(): { i18n: I18n; _: Translate } {
  const context = useContext(LinguiContext);
  return context ? { i18n: context.i18n, _: context._ as Translate } : englishContext();
}

/** `t("home.title")`: a catalog message in the language the page shows. */
export function useT(): Translate {
  return useLinguiOrEnglish()._;
}

export function useLocale(): Locale {
  const { i18n } = useLinguiOrEnglish();
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/**
 * One of the spec's messages (a validation rule's, a toast's, the server's `{ error }`) in the
 * page's language: they are written in English in packages/core/src/messages.ts, and shown
 * through this. Text that is not one of them (a name) is shown as it is.
 */
export function useLocalizeMessage(): (text: string) => string {
  const t = useT();
  return useCallback(
    (text: string) => {
      const found = messageKeyForText(text);
      return found ? t(found.key, found.values) : text;
    },
    [t],
  );
}

/** A message with parts that are elements: `<0>Sign up</0>` in the catalog, `components={{ 0: <Link … /> }}`. */
export function T({ id, values, components }: { id: MessageKey; values?: MessageValues; components?: Record<string, React.ReactElement> }) {
  const context = useContext(LinguiContext);
  const trans = <Trans id={id} values={values} components={components} />;
  return context ? trans : <I18nProvider i18n={englishContext().i18n}>{trans}</I18nProvider>;
}

/**
 * The language a page starts in: the one the server chose for it (`<html data-locale>`, from
 * `?lang=`, the kept choice or Accept-Language), else (the dev server) the kept choice, else the browser's.
 */
export function browserLocale(): Locale {
  const chosen = document.documentElement.dataset.locale;
  if (isLocale(chosen)) return chosen;
  const kept = document.cookie
    .split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  if (isLocale(kept)) return kept;
  return localeFromAcceptLanguage(navigator.languages?.join(",") || navigator.language);
}

/** Shows the site in `locale` from now on: loads its catalog, switches every screen, keeps the choice. */
export function useSwitchLocale(): (locale: Locale) => Promise<void> {
  const { i18n } = useLinguiOrEnglish();
  return useCallback(
    async (locale: Locale) => {
      i18n.load(locale, await loadMessages(locale));
      document.cookie = localeCookieValue(locale);
      document.documentElement.lang = locale;
      document.documentElement.dataset.locale = locale;
      i18n.activate(locale);
    },
    [i18n],
  );
}
