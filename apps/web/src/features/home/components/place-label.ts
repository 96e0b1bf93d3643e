import type { Place } from "@kma/core/enums";
import type { MessageKey } from "../../../lib/i18n";

/** A PLACE chip's displayed name; the place itself (the API's query) stays English. */
export const PLACE_LABEL_KEYS: Record<Place, MessageKey> = {
  Jaffna: "home.place.Jaffna",
  Kilinochchi: "home.place.Kilinochchi",
  Canada: "home.place.Canada",
  Germany: "home.place.Germany",
  "United Kingdom": "home.place.UnitedKingdom",
  Switzerland: "home.place.Switzerland",
};
