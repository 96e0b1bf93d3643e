import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALE_QUERY_PARAM, localeCookieValue, pickLocale, type Locale } from "@kma/core/i18n/locales";
import { localizeMessage } from "@kma/core/i18n/translate";
import { readCookie } from "../lib/cookies";

declare module "fastify" {
  interface FastifyRequest {
    /** The language this request is answered in: `?lang=`, else the `lang` cookie, else Accept-Language. */
    locale: Locale;
  }
}

/**
 * Every request knows its reader's language (decision 016). A page opened with `?lang=ta` keeps
 * that choice in the cookie, so the next pages, API errors and e-mails follow it. `{ error }`
 * answers keep docs/api.md's English for English readers and are shown in Tamil to Tamil ones.
 */
export const localePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("locale", DEFAULT_LOCALE);

  app.addHook("onRequest", async (request, reply) => {
    const asked = (request.query as Record<string, unknown> | undefined)?.[LOCALE_QUERY_PARAM];
    const kept = readCookie(request.headers.cookie, LOCALE_COOKIE);
    request.locale = pickLocale({ query: asked, cookie: kept, acceptLanguage: request.headers["accept-language"] });
    if (isLocale(asked) && asked !== kept && !request.url.startsWith("/api/")) reply.header("Set-Cookie", localeCookieValue(asked));
  });

  app.addHook("preSerialization", async (request, _reply, payload) => {
    if (request.locale === DEFAULT_LOCALE || !payload || typeof payload !== "object") return payload;
    const { error } = payload as { error?: unknown };
    return typeof error === "string" ? { ...payload, error: localizeMessage(request.locale, error) } : payload;
  });
});
