import type { ReactNode } from "react";
import { Link } from "react-router";
import { CONTACT_REPLY_DAYS } from "@kma/core/limits";
import { CONTACT, pageTitle } from "../../../config/site";
import { T, useT, type MessageKey } from "../../../lib/i18n";

export type LegalSection = { id: string; title: MessageKey; text?: MessageKey; list?: MessageKey[]; after?: ReactNode };

const linkClass = "font-medium text-accent-700 underline underline-offset-4 hover:text-accent-900";

/**
 * The frame of /terms and /privacy: a heading, the date of the text, short
 * sections a family can read on a phone, how to write to the site's operator (the configured
 * contact address, VITE_CONTACT_EMAIL), and a link to the other page.
 */
export function LegalPage({
  title,
  intro,
  sections,
  other,
}: {
  title: MessageKey;
  intro: ReactNode;
  sections: LegalSection[];
  other: { to: string; title: MessageKey };
}) {
  const t = useT();
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16" aria-labelledby="legal-heading">
      <title>{pageTitle(t(title))}</title>
      <h1 id="legal-heading" className="font-serif text-4xl text-slate-900 sm:text-5xl">
        {t(title)}
      </h1>
      <p className="mt-3 text-slate-600">{t("account.legal.updated")}</p>
      <p className="mt-6 text-lg leading-relaxed text-slate-700">{intro}</p>

      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-10 scroll-mt-24">
          <h2 id={`${section.id}-heading`} className="font-serif text-2xl text-slate-900">
            {t(section.title)}
          </h2>
          {section.text ? <p className="mt-3 leading-relaxed text-slate-700">{t(section.text)}</p> : null}
          {section.list ? (
            <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-slate-700 marker:text-accent-700">
              {section.list.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
          ) : null}
          {section.after}
        </section>
      ))}

      <p className="mt-10 rounded-lg border border-accent-200 bg-accent-50 px-4 py-3 leading-relaxed text-accent-900">
        <T
          id="account.legal.contact"
          values={{ email: CONTACT.email, days: CONTACT_REPLY_DAYS }}
          components={{ 0: <a className="font-medium break-all underline underline-offset-4" href={`mailto:${CONTACT.email}`} /> }}
        />
      </p>
      <p className="mt-6 text-slate-700">
        {t("account.legal.seeAlso")}:{" "}
        <Link to={other.to} className={`${linkClass} inline-flex min-h-11 items-center`}>
          {t(other.title)}
        </Link>
      </p>
    </article>
  );
}

export { linkClass as legalLinkClass };
