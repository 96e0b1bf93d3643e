import type { Locale } from "@kma/core/i18n/locales";
import { translate } from "@kma/core/i18n/translate";
import type { Mail } from "../plugins/mailer";
import { escapeHtml } from "../lib/escape-html";

/**
 * The reset e-mail, in the language of the request that asked for it (catalog area `email`).
 * People who write here are often grieving: plain words, no pressure.
 */
export function resetPasswordMail(to: { email: string; fullname: string }, link: string, locale: Locale = "en"): Mail {
  const paragraphs = [
    translate(locale, "email.resetGreeting", { name: to.fullname }),
    translate(locale, "email.resetIntro"),
    link,
    translate(locale, "email.resetValidity"),
    translate(locale, "email.resetThanks"),
    translate(locale, "email.signature"),
  ];
  const html = paragraphs.map((p) => (p === link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : `<p>${escapeHtml(p)}</p>`)).join("\n");
  return { to: to.email, subject: translate(locale, "email.resetSubject"), text: paragraphs.join("\n\n"), html };
}
