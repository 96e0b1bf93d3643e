import type { MessageKey } from "@kma/core/i18n/catalogs/en/index";
import type { Category } from "@kma/core/enums";
import { useT, type Translate } from "../../lib/i18n";

const CATEGORY_KEYS: Record<Category, MessageKey> = {
  Obituary: "cards.category.obituary",
  "31st Remembrance": "cards.category.31st",
  "Year Remembrance": "cards.category.year",
  "Memorial Remembrance": "cards.category.memorial",
};

/**
 * A post's category (its `title`, an API value such as "Obituary") as the page shows it: the
 * catalog's label in the page's language. A title that is not one of the categories is shown as typed.
 */
export function categoryLabel(title: string, t: Translate): string {
  const key = CATEGORY_KEYS[title as Category];
  return key ? t(key) : title;
}

export function useCategoryLabel(): (title: string) => string {
  const t = useT();
  return (title) => categoryLabel(title, t);
}
