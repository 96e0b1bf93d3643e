import { memo } from "react";
import { Check } from "lucide-react";
import { BACKGROUND_PRESET_IDS, backgroundPresetPath } from "@kma/core/enums";
import { useT } from "../../../lib/i18n";
import { Marker } from "./form-fields";

/**
 * The 8 preset backgrounds as radio buttons (arrow keys move the choice, as with any radio
 * group). The chosen one is stored as its URL.
 */
export const BackgroundPicker = memo(function BackgroundPicker({ value, onChange }: { value: string; onChange: (url: string) => void }) {
  const t = useT();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">
        {t("posts.backgroundLegend")}
        <Marker />
      </legend>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {BACKGROUND_PRESET_IDS.map((id) => {
          const url = backgroundPresetPath(id);
          const checked = value === url;
          return (
            <label key={id} className="group relative block cursor-pointer">
              <input
                type="radio"
                name="backgroundimage"
                value={url}
                checked={checked}
                onChange={() => onChange(url)}
                className="peer sr-only"
                aria-label={t("posts.background", { id })}
              />
              <img
                src={url}
                alt=""
                width={240}
                height={80}
                loading="lazy"
                className="aspect-[3/1] w-full rounded-lg bg-stone-200 object-cover ring-offset-2 transition group-hover:brightness-95 peer-checked:ring-3 peer-checked:ring-accent-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-accent-600"
              />
              {checked ? (
                <span className="absolute top-1.5 right-1.5 inline-flex size-6 items-center justify-center rounded-full bg-accent-700 text-white shadow">
                  <Check className="size-4" aria-hidden="true" />
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
});
