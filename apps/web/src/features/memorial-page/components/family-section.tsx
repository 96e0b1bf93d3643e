import { Phone } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../../config/paths";
import { phoneHref } from "../../../config/site";
import { useT } from "../../../lib/i18n";
import { useSession } from "../../../lib/session";
import { useRevealPhoneNumber } from "../api/reveal-phone-number";
import type { FamilyContact, PhoneRef } from "../lib/family-contacts";
import { LATER_SECTION_CLASS, SECTION_IDS, SectionHeading } from "./section-heading";

const pill = "mt-4 inline-flex min-h-11 items-center gap-2 self-start rounded-full px-4 py-2 font-medium";

/** The tap-to-call link of one number. */
function CallLink({ name, phone }: { name: string; phone: string }) {
  const t = useT();
  return (
    <a
      href={phoneHref(phone)}
      aria-label={name ? t("memorial.family.call", { name, phone }) : t("memorial.family.callFamily", { phone })}
      className={`${pill} bg-accent-50 text-accent-800 hover:bg-accent-100`}
    >
      <Phone className="size-4" aria-hidden="true" />
      {phone}
    </a>
  );
}

/**
 * A number the page does not carry (decision 020): a signed-in visitor taps 'Show number' and
 * gets the call link in its place; a signed-out one is asked to sign in.
 */
function RevealNumber({ blogId, name, reveal }: { blogId: string; name: string; reveal: PhoneRef }) {
  const t = useT();
  const signedIn = useSession().access_token !== null;
  const shown = useRevealPhoneNumber(blogId, reveal);
  if (shown.data) return <CallLink name={name} phone={shown.data} />;
  if (!signedIn) {
    return (
      <Link to={paths.signin} className={`${pill} border border-stone-300 text-sm text-slate-700 hover:bg-stone-100`}>
        <Phone className="size-4" aria-hidden="true" />
        {t("privacy.signInToSeeNumber")}
      </Link>
    );
  }
  return (
    <button
      type="button"
      onClick={() => shown.mutate()}
      disabled={shown.isPending}
      aria-label={name ? t("privacy.showNumberOf", { name }) : t("privacy.showNumber")}
      className={`${pill} bg-accent-50 text-accent-800 hover:bg-accent-100 disabled:opacity-60`}
    >
      <Phone className="size-4" aria-hidden="true" />
      {t("privacy.showNumber")}
    </button>
  );
}

/** 'Connect With Family': whom to call, with tap-to-call links. The page leaves it out when `contacts` is empty. */
export function FamilySection({ contacts, blogId }: { contacts: FamilyContact[]; blogId: string }) {
  const t = useT();
  return (
    <section id={SECTION_IDS.contact} aria-labelledby={`${SECTION_IDS.contact}-heading`} className={LATER_SECTION_CLASS}>
      <SectionHeading section={SECTION_IDS.contact} label={t("memorial.family.label")}>
        {t("memorial.family.heading")}
      </SectionHeading>
      <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {contacts.map((contact, i) => (
          <li key={`${contact.phone}-${i}`} className="flex flex-col rounded-xl border border-stone-200 bg-white p-5 shadow-xs">
            <p className="font-serif text-xl text-slate-900">{contact.name || t("memorial.family.contact")}</p>
            {contact.relationship ? <p className="text-sm text-slate-600">{contact.relationship}</p> : null}
            {contact.phone ? (
              <CallLink name={contact.name} phone={contact.phone} />
            ) : contact.reveal ? (
              <RevealNumber blogId={blogId} name={contact.name} reveal={contact.reveal} />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
