import { memo, useId } from "react";
import { COMMON_TIME_ZONES } from "@kma/core/posts/service-times";
import { inputClass, labelClass } from "../../../components/ui/field";
import { useT } from "../../../lib/i18n";

/** Every zone the browser knows, A to Z (the common ones alone where it cannot list them). */
let everyZone: readonly string[] | null = null;
const allZones = () => (everyZone ??= typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : COMMON_TIME_ZONES);

const labels = new Map<string, string>();
/** 'Asia/Colombo (GMT+5:30)': the zone as the tz database names it, and its offset today. */
function zoneLabel(zone: string): string {
  let label = labels.get(zone);
  if (!label) {
    const offset =
      new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "shortOffset" }).formatToParts(new Date()).find((p) => p.type === "timeZoneName")
        ?.value ?? "";
    label = `${zone.replace(/_/g, " ")}${offset ? ` (${offset})` : ""}`;
    labels.set(zone, label);
  }
  return label;
}

/**
 * A service's time zone: a native select (type-ahead finds a zone by its first letters), the
 * zones of the places these families gather first, then every zone. `value` is the chosen zone
 * or the one suggested from the place.
 */
export const TimeZoneSelect = memo(function TimeZoneSelect({
  value,
  onChange,
  context,
  className,
  hint,
}: {
  value: string;
  onChange: (zone: string) => void;
  context: string;
  className?: string;
  /** What the zone is for, when not a service's (a remembrance place's clock). */
  hint?: string;
}) {
  const t = useT();
  const id = useId();
  const common = COMMON_TIME_ZONES.includes(value) || value === "" ? COMMON_TIME_ZONES : [value, ...COMMON_TIME_ZONES];
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        <span className="sr-only">{context} </span>
        {t("keepsakes.timeZone")}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-hint`}
        className={`${inputClass} mt-1.5 h-11 pr-8`}
      >
        <optgroup label={t("keepsakes.commonZones")}>
          {common.map((zone) => (
            <option key={zone} value={zone}>
              {zoneLabel(zone)}
            </option>
          ))}
        </optgroup>
        <optgroup label={t("keepsakes.allZones")}>
          {allZones()
            .filter((zone) => !common.includes(zone))
            .map((zone) => (
              <option key={zone} value={zone}>
                {zoneLabel(zone)}
              </option>
            ))}
        </optgroup>
      </select>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {hint ?? t("keepsakes.timeZoneHint")}
      </p>
    </div>
  );
});
