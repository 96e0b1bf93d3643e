import { lazy, Suspense, useId, useState } from "react";
import {
  REMEMBRANCE_OBSERVANCES,
  type ChosenPlace,
  type RemembranceCalendar,
  type RemembranceObservance,
} from "@kma/core/posts/tamil-calendar/remembrance-calendar";
import { isLatitude, isLongitude } from "@kma/core/posts/tamil-calendar/calendar-rules";
import { CALENDAR_PLACES, listedPlaceIn } from "@kma/core/posts/tamil-calendar/places";
import { LIMITS } from "@kma/core/limits";
import type { PostFields } from "@kma/core/posts/post-schemas";
import { T, useLocale, useT, type MessageKey } from "../../../lib/i18n";
import type { PostFormApi } from "../hooks/use-post-form";
import { newOtherPlace, parseCoordinate, suggestedCeremonyPlace } from "../utils/remembrance-calendar";
import { ChoiceField, TextInput } from "./form-fields";
import { TimeZoneSelect } from "./time-zone-select";

/**
 * The keepers' yearly remembrance (decision 035): the Gregorian anniversary, the Tamil thithi or
 * both; for the thithi, where the ceremony is held, where and when the death was, and the next
 * ten days with a box for each year whose date the family's priest set. The days are worked out
 * in the browser by thithi-years.tsx, a chunk of its own loaded only once the thithi is chosen,
 * so the form (and every other page) starts without the astronomy.
 */
const ThithiYears = lazy(() => import("./thithi-years"));

const OBSERVE_LABELS: Record<RemembranceObservance, { label: MessageKey; hint: MessageKey }> = {
  anniversary: { label: "posts.thithi.anniversary", hint: "posts.thithi.anniversaryHint" },
  thithi: { label: "posts.thithi.thithi", hint: "posts.thithi.thithiHint" },
  both: { label: "posts.thithi.both", hint: "posts.thithi.bothHint" },
};

const tamilWord = { 0: <span lang="ta" /> };
const OTHER = "other";
const subLegend = "font-serif text-lg text-slate-900";

export function RemembranceCalendarField({ form }: { form: PostFormApi }) {
  const t = useT();
  const name = useId();
  const { fields, setCalendar } = form;
  const calendar = fields.remembrancecalendar;
  const observe = calendar?.observe ?? "anniversary";

  function choose(next: RemembranceObservance) {
    // Never chosen and still the anniversary: nothing to keep (null, as before the choice existed).
    if (!calendar && next === "anniversary") return;
    setCalendar({ ...(calendar ?? { ceremonyplace: suggestedCeremonyPlace(fields) }), observe: next });
  }

  return (
    <div className="space-y-8">
      <fieldset>
        <legend className={subLegend}>{t("posts.thithi.observe")}</legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          {REMEMBRANCE_OBSERVANCES.map((value) => (
            // The whole card takes the click (the label's ::after covers it); only the title names the choice, the hint describes it.
            <div
              key={value}
              className="relative flex gap-3 rounded-lg border border-stone-200 p-3.5 transition-colors hover:border-stone-300 has-checked:border-accent-600 has-checked:bg-accent-50/60"
            >
              <input
                id={`${name}-${value}`}
                type="radio"
                name={name}
                value={value}
                checked={observe === value}
                onChange={() => choose(value)}
                aria-describedby={`${name}-${value}-hint`}
                className="relative z-10 mt-1 size-4 shrink-0 accent-accent-700"
              />
              <span>
                <label htmlFor={`${name}-${value}`} className="block cursor-pointer font-medium text-slate-900 after:absolute after:inset-0 after:content-['']">
                  <T id={OBSERVE_LABELS[value].label} components={tamilWord} />
                </label>
                <span id={`${name}-${value}-hint`} className="mt-0.5 block text-sm text-slate-600">
                  {t(OBSERVE_LABELS[value].hint)}
                </span>
              </span>
            </div>
          ))}
        </div>
      </fieldset>
      {calendar && observe !== "anniversary" ? <ThithiSettings calendar={calendar} fields={fields} onChange={setCalendar} /> : null}
    </div>
  );
}

type Change = (calendar: RemembranceCalendar) => void;

function ThithiSettings({ calendar, fields, onChange }: { calendar: RemembranceCalendar; fields: PostFields; onChange: Change }) {
  const t = useT();
  const locale = useLocale();
  const fromPost = listedPlaceIn(fields);
  const set = (change: Partial<RemembranceCalendar>) => {
    const next = { ...calendar, ...change };
    // An optional field chosen back to its default is left out, not kept as undefined.
    for (const key of ["deathplace", "deathtime"] as const) if (next[key] === undefined || next[key] === "") delete next[key];
    onChange(next);
  };
  return (
    <div className="space-y-8">
      <PlaceChoice
        legend={t("posts.thithi.ceremonyPlace")}
        hint={t("posts.thithi.ceremonyPlaceHint")}
        context={t("posts.thithi.ceremony")}
        value={calendar.ceremonyplace}
        onChange={(ceremonyplace) => ceremonyplace !== undefined && set({ ceremonyplace })}
      />
      <PlaceChoice
        legend={t("posts.thithi.deathPlace")}
        hint={t("posts.thithi.deathPlaceHint")}
        context={t("posts.thithi.deathContext")}
        value={calendar.deathplace}
        onChange={(deathplace) => set({ deathplace })}
        unchosen={fromPost ? t("posts.thithi.deathPlaceFromPost", { place: fromPost.name[locale] }) : t("posts.thithi.deathPlaceAsCeremony")}
      />
      <TextInput
        type="time"
        label={t("posts.thithi.deathTime")}
        hint={t("posts.thithi.deathTimeHint")}
        className="max-w-xs"
        value={calendar.deathtime ?? ""}
        onChange={(event) => set({ deathtime: event.target.value })}
      />
      <Suspense fallback={<p className="text-slate-600">{t("posts.thithi.working")}</p>}>
        <ThithiYears calendar={calendar} fields={fields} onChange={onChange} />
      </Suspense>
    </div>
  );
}

/**
 * A listed place, or "Another place" with its name, coordinates and zone. `unchosen` is the
 * optional choice's default (the place of death read from the post), offered first.
 */
function PlaceChoice({
  legend,
  hint,
  context,
  value,
  onChange,
  unchosen,
}: {
  legend: string;
  hint: string;
  context: string;
  value: ChosenPlace | undefined;
  onChange: (place: ChosenPlace | undefined) => void;
  unchosen?: string;
}) {
  const t = useT();
  const locale = useLocale();
  const selected = value === undefined ? "" : typeof value === "string" ? value : OTHER;
  const options = [
    ...(unchosen ? [{ value: "", label: unchosen }] : []),
    ...CALENDAR_PLACES.map((place) => ({ value: place.id, label: place.name[locale] })),
    { value: OTHER, label: t("posts.thithi.otherPlace") },
  ];
  return (
    <div>
      <ChoiceField
        label={legend}
        hint={hint}
        className="max-w-md"
        options={options}
        value={selected}
        onChange={(event) => {
          const chosen = event.target.value;
          onChange(chosen === "" ? undefined : chosen === OTHER ? (typeof value === "object" ? value : newOtherPlace()) : chosen);
        }}
      />
      {typeof value === "object" ? <OtherPlace context={context} place={value} onChange={onChange} /> : null}
    </div>
  );
}

function OtherPlace({ context, place, onChange }: { context: string; place: Exclude<ChosenPlace, string>; onChange: (place: ChosenPlace) => void }) {
  const t = useT();
  const hintId = useId();
  // The coordinates as typed ('45.', '-'): a number only once whole.
  const [latitude, setLatitude] = useState(Number.isNaN(place.latitude) ? "" : String(place.latitude));
  const [longitude, setLongitude] = useState(Number.isNaN(place.longitude) ? "" : String(place.longitude));
  const latitudeOff = latitude.trim() !== "" && !isLatitude(parseCoordinate(latitude));
  const longitudeOff = longitude.trim() !== "" && !isLongitude(parseCoordinate(longitude));
  const coordinate = (label: string, text: string, off: boolean, change: (text: string) => void) => (
    // No inputMode: a phone's number pad may have no minus sign, and west and south need one.
    <TextInput
      label={label}
      context={context}
      autoComplete="off"
      maxLength={12}
      value={text}
      aria-invalid={off || undefined}
      aria-describedby={hintId}
      onChange={(event) => change(event.target.value)}
    />
  );
  return (
    <div className="mt-4 grid gap-5 border-l-2 border-accent-200 pl-4 sm:grid-cols-2">
      <TextInput
        label={t("posts.thithi.placeName")}
        context={context}
        className="sm:col-span-2"
        maxLength={LIMITS.placeMax}
        value={place.name}
        onChange={(event) => onChange({ ...place, name: event.target.value })}
      />
      {coordinate(t("posts.thithi.latitude"), latitude, latitudeOff, (text) => (setLatitude(text), onChange({ ...place, latitude: parseCoordinate(text) })))}
      {coordinate(
        t("posts.thithi.longitude"),
        longitude,
        longitudeOff,
        (text) => (setLongitude(text), onChange({ ...place, longitude: parseCoordinate(text) })),
      )}
      <p
        id={hintId}
        className={`-mt-3 text-sm sm:col-span-2 ${latitudeOff || longitudeOff ? "font-medium text-rose-800" : "text-slate-600"}`}
        aria-live="polite"
      >
        {latitudeOff || longitudeOff ? t("posts.rule.thithiPlaceCoordinates") : t("posts.thithi.coordinatesHint")}
      </p>
      <TimeZoneSelect
        className="sm:col-span-2"
        context={context}
        hint={t("posts.thithi.zoneHint")}
        value={place.zone}
        onChange={(zone) => onChange({ ...place, zone })}
      />
    </div>
  );
}
