import { Phone } from "lucide-react";
import { phoneHref } from "../../../config/site";
import { useT } from "../../../lib/i18n";
import type { FamilyContact } from "../lib/family-contacts";
import { SECTION_IDS, SectionHeading } from "./section-heading";

/** 'Connect With Family': whom to call, with tap-to-call links. The page leaves it out when `contacts` is empty. */
export function FamilySection({ contacts }: { contacts: FamilyContact[] }) {
  const t = useT();
  return (
    <section id={SECTION_IDS.contact} aria-labelledby={`${SECTION_IDS.contact}-heading`} className="scroll-mt-16">
      <SectionHeading section={SECTION_IDS.contact} label={t("memorial.family.label")}>
        {t("memorial.family.heading")}
      </SectionHeading>
      <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {contacts.map((contact, i) => (
          <li key={`${contact.phone}-${i}`} className="flex flex-col rounded-xl border border-stone-200 bg-white p-5 shadow-xs">
            <p className="font-serif text-xl text-slate-900">{contact.name || t("memorial.family.contact")}</p>
            {contact.relationship ? <p className="text-sm text-slate-600">{contact.relationship}</p> : null}
            {contact.phone ? (
              <a
                href={phoneHref(contact.phone)}
                aria-label={contact.name ? t("memorial.family.call", { name: contact.name, phone: contact.phone }) : t("memorial.family.callFamily", { phone: contact.phone })}
                className="mt-4 inline-flex min-h-11 items-center gap-2 self-start rounded-full bg-accent-50 px-4 py-2 font-medium text-accent-800 hover:bg-accent-100"
              >
                <Phone className="size-4" aria-hidden="true" />
                {contact.phone}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
