import { MapPin } from "lucide-react";
import { PLACES, type Place } from "@kma/core/enums";
import { useT } from "../../../lib/i18n";
import { usePlaceCounts } from "../api/get-place-counts";
import { PLACE_LABEL_KEYS } from "./place-label";

/** PLACE's location chips, each with its post count (one /search-posts-count {places} call). */
export function PlaceChips({ selected, onSelect }: { selected: Place; onSelect: (place: Place) => void }) {
  const t = useT();
  const { data: counts } = usePlaceCounts();
  return (
    <div role="group" aria-label={t("home.places")} className="flex flex-wrap gap-2">
      {PLACES.map((place) => {
        const active = place === selected;
        const count = counts?.[place];
        const label = t(PLACE_LABEL_KEYS[place]);
        return (
          <button
            key={place}
            type="button"
            aria-pressed={active}
            aria-label={count === undefined ? label : t("home.placeCount", { place: label, count })}
            onClick={() => onSelect(place)}
            className={`inline-flex h-11 items-center sm:h-9 gap-1.5 rounded-full border pr-1.5 pl-3 text-sm font-medium transition-colors ${
              active ? "border-accent-600 bg-accent-50 text-accent-900" : "border-stone-300 bg-white text-slate-700 hover:border-stone-400 hover:bg-stone-50"
            }`}
          >
            <MapPin className={`size-3.5 ${active ? "text-accent-700" : "text-slate-400"}`} aria-hidden="true" />
            {label}
            <span
              aria-hidden="true"
              className={`inline-flex h-6 min-w-6 items-center justify-center rounded-full px-1.5 text-xs tabular-nums ${active ? "bg-accent-700 text-white" : "bg-stone-100 text-slate-600"}`}
            >
              {count ?? "·"}
            </span>
          </button>
        );
      })}
    </div>
  );
}
