import type { MessageKey } from "@kma/core/i18n/catalogs/en/index";
import { env } from "./env";

/** The site's name is a brand: the same words in both languages (page titles, share previews). */
export const SITE_NAME = "Keep Memories Alive";
export const SITE_LOCATION = "Colombo, Sri Lanka";
/** SITE_LOCATION as a reader sees it: show `t(SITE_LOCATION_KEY)` (கொழும்பு, இலங்கை in Tamil). */
export const SITE_LOCATION_KEY = "meta.siteLocation" satisfies MessageKey;

/** `tel:` wants the digits only, with the leading plus. */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

export const CONTACT = {
  email: env.contactEmail,
  phone: env.contactPhone,
  location: SITE_LOCATION,
} as const;

export const SOCIAL_LINKS = [
  { id: "instagram", label: "Instagram", href: env.instagramUrl },
  { id: "facebook", label: "Facebook", href: env.facebookUrl },
  { id: "twitter", label: "Twitter", href: env.twitterUrl },
] as const;
export type SocialLinkId = (typeof SOCIAL_LINKS)[number]["id"];

export const pageTitle = (screen?: string) => (screen ? `${screen} – ${SITE_NAME}` : SITE_NAME);
