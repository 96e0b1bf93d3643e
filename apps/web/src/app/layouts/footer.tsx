import { Link } from "react-router";
import { Mail, Phone } from "lucide-react";
import { CONTACT_REPLY_DAYS } from "@kma/core/limits";
import { FacebookIcon, InstagramIcon, TwitterIcon } from "../../components/ui/social-icons";
import { paths } from "../../config/paths";
import { env } from "../../config/env";
import { CONTACT, phoneHref, SITE_NAME, SOCIAL_LINKS, type SocialLinkId } from "../../config/site";
import { currentYear } from "../../lib/dates";
import { T, useT, type MessageKey } from "../../lib/i18n";

const SOCIAL_ICONS: Record<SocialLinkId, typeof InstagramIcon> = { instagram: InstagramIcon, facebook: FacebookIcon, twitter: TwitterIcon };

const headingClass = "text-xs font-semibold tracking-[0.14em] text-slate-600 uppercase";
// On phones each link is a 44 px row (touch targets); from sm up the lists are compact.
const linkClass =
  "inline-flex min-h-11 min-w-11 items-center sm:min-h-0 sm:min-w-0 text-base text-slate-700 hover:text-accent-800 hover:underline underline-offset-4";

const MAIN_LINKS: ReadonlyArray<{ href: string; label: MessageKey }> = [
  { href: "#pricing", label: "footer.pricing" },
  { href: "#contactUs", label: "footer.contactUs" },
  { href: "#Help", label: "footer.help" },
  { href: "#aboutUs", label: "footer.aboutUs" },
];

/**
 * Terms and Privacy open their own pages (decision 021); their short notes below keep
 * the spec's #term and #privacy anchors.
 */
const LEGAL_LINKS: ReadonlyArray<{ href: string; label: MessageKey; page?: boolean }> = [
  { href: paths.terms, label: "footer.terms", page: true },
  { href: paths.privacy, label: "footer.privacy", page: true },
  { href: "#Report", label: "footer.reportUs" },
  { href: "#cookies", label: "footer.cookies" },
];

/**
 * The footer's in-page anchors (docs/spec.md) point at short sections the footer itself holds,
 * so every link lands somewhere real on every page.
 */
const NOTES: ReadonlyArray<{ id: string; title: MessageKey; text: MessageKey }> = [
  { id: "aboutUs", title: "footer.aboutUs", text: "footer.aboutUsText" },
  { id: "pricing", title: "footer.pricing", text: "footer.pricingText" },
  { id: "Help", title: "footer.help", text: "footer.helpText" },
  { id: "term", title: "footer.terms", text: "footer.termsText" },
  { id: "privacy", title: "footer.privacy", text: "footer.privacyText" },
  { id: "Report", title: "footer.reportUs", text: "footer.reportText" },
  { id: "cookies", title: "footer.cookies", text: "footer.cookiesText" },
];
const NOTE_VALUES = { site: SITE_NAME, days: CONTACT_REPLY_DAYS };

/**
 * On most pages the footer is below the first screen: it is styled and laid out only when it
 * comes near the viewport (decision 032). Until then it keeps about its height at each width
 * (2,063 px on a 375 px phone, 847 px on a laptop), then the height it last had.
 */
const RENDER_WHEN_NEAR =
  "[content-visibility:auto] [contain-intrinsic-size:auto_2000px] sm:[contain-intrinsic-size:auto_1550px] lg:[contain-intrinsic-size:auto_900px]";

export function Footer() {
  const t = useT();
  return (
    <footer className={`mt-auto print:hidden border-t border-stone-200 bg-stone-100/70 text-slate-700 ${RENDER_WHEN_NEAR}`}>
      <div className="mx-auto max-w-7xl px-5 pt-14 pb-10 sm:px-8">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
          <div className="col-span-2 lg:col-span-1">
            <Link to={paths.home} className="inline-flex min-h-11 items-center font-serif text-2xl text-slate-900">
              {SITE_NAME}
            </Link>
            <p className="mt-3 max-w-xs leading-relaxed text-slate-600">{t("footer.tagline")}</p>
            <h2 id="contactUs" className={`${headingClass} mt-7`}>
              {t("footer.contactUs")}
            </h2>
            <ul className="mt-2 sm:mt-3 sm:space-y-2">
              <li>
                <a href={`mailto:${CONTACT.email}`} className={`${linkClass} gap-2 break-all`}>
                  <Mail className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                  {CONTACT.email}
                </a>
              </li>
              <li>
                <a href={phoneHref(CONTACT.phone)} className={`${linkClass} gap-2`}>
                  <Phone className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                  {CONTACT.phone}
                </a>
              </li>
              <li>
                <Link to={paths.contact} className={linkClass}>
                  {t("footer.sendMessage")}
                </Link>
              </li>
            </ul>
          </div>

          <nav aria-labelledby="footer-main">
            <h2 id="footer-main" className={headingClass}>
              {t("footer.main")}
            </h2>
            <ul className="mt-2 sm:mt-4 sm:space-y-2.5">
              <li>
                <Link to={{ pathname: paths.home, hash: "#home" }} className={linkClass}>
                  {t("footer.home")}
                </Link>
              </li>
              {MAIN_LINKS.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className={linkClass}>
                    {t(link.label)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>

          <nav aria-labelledby="legal">
            <h2 id="legal" className={headingClass}>
              {t("footer.legal")}
            </h2>
            <ul className="mt-2 sm:mt-4 sm:space-y-2.5">
              {LEGAL_LINKS.map((link) => (
                <li key={link.href}>
                  {link.page ? (
                    <Link to={link.href} className={linkClass}>
                      {t(link.label)}
                    </Link>
                  ) : (
                    <a href={link.href} className={linkClass}>
                      {t(link.label)}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </nav>

          <nav aria-labelledby="footer-social" className="col-span-2 sm:col-span-1">
            <h2 id="footer-social" className={headingClass}>
              {t("footer.socialMedia")}
            </h2>
            <ul className="mt-2 flex flex-wrap gap-x-6 sm:mt-4 sm:block sm:space-y-2.5">
              {SOCIAL_LINKS.map(({ id, label, href }) => {
                const Icon = SOCIAL_ICONS[id];
                return (
                  <li key={id}>
                    <a id={id} href={href} target="_blank" rel="noopener noreferrer" className={`${linkClass} gap-2.5`}>
                      <Icon className="size-[18px] text-slate-500" />
                      {label}
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>

        <div className="mt-12 grid gap-x-10 gap-y-5 border-t border-stone-200 pt-10 sm:grid-cols-2 lg:grid-cols-4">
          {NOTES.map((note) => (
            <section key={note.id} aria-labelledby={note.id}>
              <h3 id={note.id} className="font-serif text-[1.05rem] text-slate-900">
                {t(note.title)}
              </h3>
              <p className="mt-1.5 leading-relaxed text-slate-600">{t(note.text, NOTE_VALUES)}</p>
            </section>
          ))}
        </div>
      </div>

      <div className="border-t border-stone-200 bg-stone-200/50">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-5 py-5 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-8">
          {/* Fine print, marked as such: the 16 px body-text rule (e2e/reading.ts) leaves <small> out. */}
          <p>
            <small className="text-sm">{t("footer.copyright", { site: SITE_NAME, year: currentYear() })}</small>
          </p>
          <p>
            <small className="text-sm">
              <T
                id="footer.developedBy"
                values={{ site: SITE_NAME }}
                components={{
                  0: (
                    <a
                      href={env.repositoryUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="font-medium text-slate-700 underline-offset-4 hover:text-accent-800 hover:underline"
                    />
                  ),
                }}
              />
            </small>
          </p>
        </div>
      </div>
    </footer>
  );
}
