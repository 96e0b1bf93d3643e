/** Enumerations of docs/spec.md section 3 and 9. */
export const CATEGORIES = ["Obituary", "31st Remembrance", "Year Remembrance", "Memorial Remembrance"] as const;
export type Category = (typeof CATEGORIES)[number];
export const REMEMBRANCE_CATEGORIES: readonly Category[] = ["31st Remembrance", "Year Remembrance", "Memorial Remembrance"];

export const GENDERS = ["Male", "Female", "Others"] as const;
export type Gender = (typeof GENDERS)[number];

export const PRONOUNS: Record<Gender, { subject: string; object: string; possessive: string }> = {
  Male: { subject: "He", object: "Him", possessive: "His" },
  Female: { subject: "She", object: "Her", possessive: "Her" },
  Others: { subject: "They", object: "Them", possessive: "Their" },
};
export function pronounsFor(gender: string | null | undefined) {
  return PRONOUNS[(GENDERS as readonly string[]).includes(gender ?? "") ? (gender as Gender) : "Others"];
}

export const EVENT_TYPES = ["Visitation", "Viewing", "Burial", "Memorial services", "Reception", "Graveside service", "Celebration of life"] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const PLACES = ["Jaffna", "Kilinochchi", "Canada", "Germany", "United Kingdom", "Switzerland"] as const;
export type Place = (typeof PLACES)[number];
export const DEFAULT_PLACE: Place = "Jaffna";

export const NOTIFICATION_TYPES = ["like", "comment", "tribute", "image", "memorial", "reply", "report", "review"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NOTIFICATION_FILTERS = ["all", "like", "memorial", "reply", "tribute", "image"] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

export const SOCIAL_KEYS = ["facebook", "instagram", "x"] as const;
export type SocialKey = (typeof SOCIAL_KEYS)[number];

/** Home's category buttons, and the `title` each one sends to /search-posts (docs/api.md). */
export const HOME_TABS = ["FEED", "RECENT", "PLACE", "OBITUARY", "REMEMBRANCE"] as const;
export type HomeTab = (typeof HOME_TABS)[number];
export const HOME_TAB_TITLES: Partial<Record<HomeTab, string>> = {
  RECENT: "Recent",
  OBITUARY: "Obituary",
  REMEMBRANCE: "Remembrance",
};

/** Eight preset background images, ids 1 to 8, shipped with the web app. */
export const BACKGROUND_PRESET_IDS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const backgroundPresetPath = (id: number) => `/backgrounds/background-${id}.jpg`;

/**
 * Who may read a family phone number on a memorial (decision 020): signed-in visitors
 * by tapping 'Show number' (the default), or nobody but the memorial's keepers.
 */
export const PHONE_VISIBILITIES = ["signed-in", "hidden"] as const;
export type PhoneVisibility = (typeof PHONE_VISIBILITIES)[number];
export const DEFAULT_PHONE_VISIBILITY: PhoneVisibility = "signed-in";

/** Whether a memorial is listed (feed, search, profile, most-engaged) or only opened by its link. */
export const POST_VISIBILITIES = ["public", "unlisted"] as const;
export type PostVisibility = (typeof POST_VISIBILITIES)[number];
export const DEFAULT_POST_VISIBILITY: PostVisibility = "public";
