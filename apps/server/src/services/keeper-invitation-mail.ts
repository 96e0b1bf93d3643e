import type { Locale } from "@kma/core/i18n/locales";
import { translate } from "@kma/core/i18n/translate";
import { LIFETIMES } from "@kma/core/limits";
import type { Mail } from "../plugins/mailer";
import { escapeHtml } from "../lib/escape-html";

/**
 * The invitation to keep a memorial, in the inviter's language (catalog area `keepers`): who
 * asks, for whose memorial, the single-use link and how long it works. Plain, quiet words.
 */
export function keeperInvitationMail(to: string, inviter: string, name: string, link: string, locale: Locale = "en"): Mail {
  const paragraphs = [
    translate(locale, "keepers.mail.greeting"),
    translate(locale, "keepers.mail.intro", { inviter, name }),
    translate(locale, "keepers.mail.what"),
    link,
    translate(locale, "keepers.mail.validity", { days: LIFETIMES.keeperInviteDays }),
    translate(locale, "keepers.mail.ignore"),
    translate(locale, "email.signature"),
  ];
  const html = paragraphs.map((p) => (p === link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : `<p>${escapeHtml(p)}</p>`)).join("\n");
  return { to, subject: translate(locale, "keepers.mail.subject", { inviter, name }), text: paragraphs.join("\n\n"), html };
}
