import type { Category, EventType, Gender } from "../enums";
import type { MessageKey } from "./catalogs/en/index";

/**
 * Categories, genders and event types as a reader sees them (the memorial form's dropdowns, a
 * share preview). The VALUES stay the API's English ("Obituary", "Male", "Burial": docs/api.md); only
 * the text shown is looked up in the catalog (area `posts`).
 */
const LABEL_KEYS: Record<Category | Gender | EventType, MessageKey> = {
  Obituary: "posts.category.obituary",
  "31st Remembrance": "posts.category.31st",
  "Year Remembrance": "posts.category.year",
  "Memorial Remembrance": "posts.category.memorial",
  Male: "posts.gender.male",
  Female: "posts.gender.female",
  Others: "posts.gender.others",
  Visitation: "posts.eventType.visitation",
  Viewing: "posts.eventType.viewing",
  Burial: "posts.eventType.burial",
  "Memorial services": "posts.eventType.memorialServices",
  Reception: "posts.eventType.reception",
  "Graveside service": "posts.eventType.graveside",
  "Celebration of life": "posts.eventType.celebration",
};

/** The catalog key of an option's label, or null for a value that is not one of the lists (shown as it is). */
export function optionLabelKey(value: string): MessageKey | null {
  return Object.hasOwn(LABEL_KEYS, value) ? LABEL_KEYS[value as keyof typeof LABEL_KEYS] : null;
}
