import { useState, type FormEvent } from "react";
import { Mail, MapPin, Phone, Send } from "lucide-react";
import { CONTACT_REPLY_DAYS } from "@kma/core/limits";
import { Button } from "../../../components/ui/button";
import { TextAreaField, TextField } from "../../../components/ui/field";
import { FacebookIcon, InstagramIcon, TwitterIcon } from "../../../components/ui/social-icons";
import { CONTACT, pageTitle, phoneHref, SITE_LOCATION_KEY, SOCIAL_LINKS, SITE_NAME, type SocialLinkId } from "../../../config/site";
import { T, useT, type Translate } from "../../../lib/i18n";
import { openUrl } from "../../../lib/open-url";

type ContactForm = { firstName: string; lastName: string; email: string; number: string; message: string };
const EMPTY: ContactForm = { firstName: "", lastName: "", email: "", number: "", message: "" };
const SOCIAL_ICONS: Record<SocialLinkId, typeof InstagramIcon> = { instagram: InstagramIcon, facebook: FacebookIcon, twitter: TwitterIcon };

/**
 * The form sends nothing to our server (docs/spec.md). So that nobody thinks their message
 * went out when it did not, Submit opens their own mail app with the message filled in
 * (docs/decisions/002-contact-form-mailto.md). The subject and labels are in the page's
 * language: the writer sees them in their mail app before sending.
 */
export function mailtoHref(form: ContactForm, t: Translate) {
  const name = `${form.firstName} ${form.lastName}`.trim();
  const email = form.email.trim();
  const phone = form.number.trim();
  const subject = name ? t("contact.mailSubjectFrom", { name }) : t("contact.mailSubjectTo", { site: SITE_NAME });
  const details = [name && t("contact.mailName", { name }), email && t("contact.mailEmail", { email }), phone && t("contact.mailPhone", { phone })].filter(
    Boolean,
  );
  const body = [form.message.trim(), details.length ? `\n--\n${details.join("\n")}` : ""].join("\n").trim();
  return `mailto:${CONTACT.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export function ContactPage() {
  const [form, setForm] = useState<ContactForm>(EMPTY);
  const [opened, setOpened] = useState(false);
  const t = useT();
  const set = (key: keyof ContactForm) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [key]: event.target.value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    openUrl(mailtoHref(form, t));
    setOpened(true);
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-20">
      <title>{pageTitle(t("contact.title"))}</title>
      <div className="max-w-2xl">
        <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase">{t("contact.title")}</p>
        <h1 className="mt-2 font-serif text-4xl text-slate-900 sm:text-5xl">{t("contact.heading")}</h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-600">{t("contact.intro", { days: CONTACT_REPLY_DAYS })}</p>
      </div>

      <div className="mt-10 grid gap-8 lg:mt-14 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
        <form onSubmit={submit} className="rounded-lg border border-stone-200 bg-white p-6 shadow-sm sm:p-8" aria-label={t("contact.formLabel")}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label={t("contact.firstName")} name="firstName" autoComplete="given-name" value={form.firstName} onChange={set("firstName")} />
            <TextField label={t("contact.lastName")} name="lastName" autoComplete="family-name" value={form.lastName} onChange={set("lastName")} />
            <TextField label={t("contact.email")} name="email" type="email" autoComplete="email" inputMode="email" value={form.email} onChange={set("email")} />
            <TextField
              label={t("contact.phoneNumber")}
              name="number"
              type="tel"
              autoComplete="tel"
              placeholder="+94 77 123 4567"
              value={form.number}
              onChange={set("number")}
            />
            <TextAreaField label={t("contact.message")} name="message" rows={5} value={form.message} onChange={set("message")} className="sm:col-span-2" />
          </div>
          <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center">
            <Button type="submit">
              <Send className="size-[18px]" aria-hidden="true" />
              {t("contact.submit")}
            </Button>
            <p className="text-slate-600">{t("contact.submitHint")}</p>
          </div>
          <div role="status" aria-live="polite">
            {opened ? (
              <p className="mt-5 rounded-lg border border-accent-200 bg-accent-50 px-4 py-3 text-accent-900">
                <T
                  id="contact.opened"
                  values={{ email: CONTACT.email }}
                  components={{ 0: <a className="font-medium underline underline-offset-4" href={`mailto:${CONTACT.email}`} /> }}
                />
              </p>
            ) : null}
          </div>
        </form>

        <aside aria-label={t("contact.otherWays")} className="space-y-6 rounded-lg bg-accent-900 p-6 text-accent-50 sm:p-8">
          <h2 className="font-serif text-2xl text-white">{t("contact.getInTouch")}</h2>
          <ul className="space-y-5">
            <li className="flex gap-3">
              <Phone className="mt-0.5 size-5 shrink-0 text-accent-300" aria-hidden="true" />
              <div>
                <p className="text-sm text-accent-200">{t("contact.phone")}</p>
                <a href={phoneHref(CONTACT.phone)} className="font-medium text-white hover:underline">
                  {CONTACT.phone}
                </a>
              </div>
            </li>
            <li className="flex gap-3">
              <Mail className="mt-0.5 size-5 shrink-0 text-accent-300" aria-hidden="true" />
              <div className="min-w-0">
                <p className="text-sm text-accent-200">{t("contact.emailLabel")}</p>
                <a href={`mailto:${CONTACT.email}`} className="font-medium break-words text-white hover:underline">
                  {CONTACT.email}
                </a>
              </div>
            </li>
            <li className="flex gap-3">
              <MapPin className="mt-0.5 size-5 shrink-0 text-accent-300" aria-hidden="true" />
              <div>
                <p className="text-sm text-accent-200">{t("contact.location")}</p>
                <p className="font-medium text-white">{t(SITE_LOCATION_KEY)}</p>
              </div>
            </li>
          </ul>
          <div className="border-t border-accent-700 pt-5">
            <p className="text-sm text-accent-200">{t("contact.followUs")}</p>
            <ul className="mt-3 flex gap-3">
              {SOCIAL_LINKS.map(({ id, label, href }) => {
                const Icon = SOCIAL_ICONS[id];
                return (
                  <li key={id}>
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={label}
                      className="inline-flex size-11 items-center justify-center rounded-full border border-accent-700 text-accent-100 transition-colors hover:bg-accent-800 hover:text-white"
                    >
                      <Icon className="size-5" />
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
        </aside>
      </div>
    </div>
  );
}
