import type { Locale } from "@kma/core/i18n/locales";
import { translate } from "@kma/core/i18n/translate";
import { LIFETIMES } from "@kma/core/limits";
import type { Mail } from "../plugins/mailer";
import { escapeHtml } from "../lib/escape-html";

/**
 * The mail that proves an account's address (decision 034), in the language of the request
 * that caused it. It asks for nothing but a click, and tells a stranger it can be ignored: the
 * address may have been typed by someone else.
 */
export function verifyEmailMail(to: { email: string; fullname: string }, link: string, locale: Locale = "en"): Mail {
  const paragraphs = [
    translate(locale, "email.verifyGreeting", { name: to.fullname }),
    translate(locale, "email.verifyIntro"),
    link,
    translate(locale, "email.verifyValidity", { days: LIFETIMES.emailVerifyDays }),
    translate(locale, "email.resetThanks"),
    translate(locale, "email.signature"),
  ];
  const html = paragraphs.map((p) => (p === link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : `<p>${escapeHtml(p)}</p>`)).join("\n");
  return { to: to.email, subject: translate(locale, "email.verifySubject"), text: paragraphs.join("\n\n"), html };
}
