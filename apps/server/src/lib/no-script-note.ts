import type { Locale } from "@kma/core/i18n/locales";
import { translate } from "@kma/core/i18n/translate";
import { escapeHtml } from "./escape-html";

const ROOT = /<div id="root"><\/div>/;

/**
 * The app shell (signing in, the dashboard, forms: the pages the browser renders, whose app starts
 * at once) as a visitor with JavaScript turned off gets it: instead of an empty page, a note after
 * #root in the reader's language, with a way to the pages that work without it. The server cannot
 * tell whether such a visitor is signed in (the session is kept in the browser), and signing in
 * needs the app too. The web app's index.css keeps the note's classes in its stylesheet
 * (`@source inline`).
 */
export function withNoScriptNote(html: string, locale: Locale): string {
  const text = (key: "meta.noScriptTitle" | "meta.noScriptText" | "meta.noScriptHome") => escapeHtml(translate(locale, key));
  const note =
    `<noscript><main class="mx-auto max-w-xl px-5 py-24 text-center">` +
    `<h1 class="font-serif text-3xl text-slate-900">${text("meta.noScriptTitle")}</h1>` +
    `<p class="mt-4 text-lg leading-relaxed text-slate-600">${text("meta.noScriptText")}</p>` +
    `<p class="mt-8 text-lg"><a href="/" class="font-medium text-accent-800 underline underline-offset-4">${text("meta.noScriptHome")}</a></p>` +
    `</main></noscript>`;
  return html.replace(ROOT, (root) => `${root}\n    ${note}`);
}
