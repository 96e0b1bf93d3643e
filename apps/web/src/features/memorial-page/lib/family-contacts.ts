import { normalizeMobile } from "@kma/core/rules";
import type { SurvivingMember } from "@kma/core/posts/post-schemas";

/** The digits of a phone number (normalizeMobile keeps a leading plus; a plus does not make another number). */
const digitsOf = (phone: string) => normalizeMobile(phone).replace(/^\+/, "");

export type FamilyContact = { name: string; relationship: string; phone: string };

type ContactFields = {
  survivingmembers: readonly SurvivingMember[];
  contactname: string;
  contactrelationship: string;
  contactcontactnumber: string;
};

/**
 * 'Connect With Family' (SPEC.md "Memorial page"): every surviving member, then the funeral
 * contact person, but only when their number differs from every member's (compared as
 * digits, so '+1 416 555 0101' and '+14165550101' are one number). Empty means the section
 * is hidden.
 */
export function familyContacts(post: ContactFields): FamilyContact[] {
  const members = post.survivingmembers
    .map((m) => ({ name: m.survivingmembername.trim(), relationship: m.survivingmemberrelationship.trim(), phone: m.survivingmembermobilenumber.trim() }))
    .filter((m) => m.name !== "" || m.phone !== "");
  const contactPhone = post.contactcontactnumber.trim();
  if (contactPhone === "") return members;
  const contactDigits = digitsOf(contactPhone);
  const known = members.some((m) => m.phone !== "" && digitsOf(m.phone) === contactDigits);
  if (known) return members;
  return [...members, { name: post.contactname.trim(), relationship: post.contactrelationship.trim(), phone: contactPhone }];
}
