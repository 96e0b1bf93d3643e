import { setupI18n, type I18n } from "@lingui/core";
import { en, type MessageKey } from "./catalogs/en/index";
import { ta } from "./catalogs/ta/index";
import { compileCatalog } from "./compile-catalog";
import type { Locale } from "./locales";
import { messageKeyForText, type MessageValues } from "./message-keys";

/**
 * The server's translations (e-mails, `{ error }` answers, page titles): one Lingui instance per
 * language, catalogs parsed once, on first use. The web app has its own (apps/web/src/lib/i18n).
 */
const instances = new Map<Locale, I18n>();
const CATALOGS = { en, ta } as const;

function i18nFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: compileCatalog(CATALOGS[locale]) } });
    instances.set(locale, i18n);
  }
  return i18n;
}

export function translate(locale: Locale, key: MessageKey, values?: MessageValues): string {
  return i18nFor(locale)._(key, values);
}

/**
 * One of the spec's messages (packages/core/src/messages.ts), or a memorial form rule, as it reads in `locale`; text that
 * is not one of them comes back as it is.
 */
export function localizeMessage(locale: Locale, text: string): string {
  if (locale === "en") return text;
  const found = messageKeyForText(text);
  return found ? translate(locale, found.key, found.values) : text;
}
