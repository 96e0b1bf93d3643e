import type { Category } from "@kma/core/enums";
import type { MessageKey, Translate } from "../../../lib/i18n";

const LABELS: Record<Category, MessageKey> = {
  Obituary: "dashboard.categoryObituary",
  "31st Remembrance": "dashboard.category31st",
  "Year Remembrance": "dashboard.categoryYear",
  "Memorial Remembrance": "dashboard.categoryMemorial",
};

/** A post's category (its API value, e.g. "Obituary") as the page's language names it; anything else as it is. */
export function categoryLabel(category: string, t: Translate): string {
  return category in LABELS ? t(LABELS[category as Category]) : category;
}
