import { normalizeMobile } from "@kma/core/rules";
import type { SurvivingMember } from "@kma/core/posts/post-schemas";

/** The digits of a phone number (normalizeMobile keeps a leading plus; a plus does not make another number). */
const digitsOf = (phone: string) => normalizeMobile(phone).replace(/^\+/, "");

/**
 * Which number POST /reveal-phone-number gives for a contact (decision 020): a surviving
 * member's by place, or the funeral contact person's (`member` absent).
 */
export type PhoneRef = { member?: number };

/**
 * One card of 'Connect With Family'. `phone` is the number when this reader has it (the
 * keepers); otherwise "" and, when a signed-in visitor may ask for it, `reveal` says which.
 */
export type FamilyContact = { name: string; relationship: string; phone: string; reveal?: PhoneRef };

type ContactFields = {
  survivingmembers: ReadonlyArray<SurvivingMember & { numberrevealable?: boolean }>;
  contactname: string;
  contactrelationship: string;
  contactcontactnumber: string;
  /** Set by the server for readers without the numbers (decision 020). */
  contactnumberrevealable?: boolean;
  contactnumberisamember?: boolean;
};

const withReveal = (contact: Omit<FamilyContact, "reveal">, revealable: boolean | undefined, ref: PhoneRef): FamilyContact =>
  contact.phone === "" && revealable ? { ...contact, reveal: ref } : contact;

/**
 * 'Connect With Family' (docs/spec.md "Memorial page"): every surviving member, then the funeral
 * contact person, but only when their number differs from every member's (compared as
 * digits, so '+1 416 555 0101' and '+14165550101' are one number). A reader without the
 * numbers gets that comparison from the server (`contactnumberisamember`). Empty means the
 * section is hidden.
 */
export function familyContacts(post: ContactFields): FamilyContact[] {
  const members = post.survivingmembers
    .map((m, member) =>
      withReveal(
        { name: m.survivingmembername.trim(), relationship: m.survivingmemberrelationship.trim(), phone: m.survivingmembermobilenumber.trim() },
        m.numberrevealable,
        { member },
      ),
    )
    .filter((m) => m.name !== "" || m.phone !== "" || m.reveal);
  const contactPhone = post.contactcontactnumber.trim();
  const contact = { name: post.contactname.trim(), relationship: post.contactrelationship.trim(), phone: contactPhone };
  if (contactPhone === "") {
    // No number to show: the contact person is listed only when a signed-in visitor could ask for theirs.
    return post.contactnumberrevealable && !post.contactnumberisamember ? [...members, withReveal(contact, true, {})] : members;
  }
  const contactDigits = digitsOf(contactPhone);
  const known = members.some((m) => m.phone !== "" && digitsOf(m.phone) === contactDigits);
  if (known) return members;
  return [...members, contact];
}
