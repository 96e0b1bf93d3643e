import { memo, useState } from "react";
import { CalendarDays, Clock, MapPin, Plus, X } from "lucide-react";
import { EVENT_TYPES } from "@kma/core/enums";
import { LIMITS } from "@kma/core/limits";
import { checkEvent } from "@kma/core/posts/post-rules";
import type { PostEvent } from "@kma/core/posts/post-schemas";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { useProblemText } from "../hooks/use-problem-text";
import type { PostListField } from "../hooks/use-post-form";
import { PickerField, SelectField, TextInput } from "./form-fields";
import { normalizeDateText, normalizeTimeText } from "../utils/date-time-text";
import { FORM_TOAST_ID } from "./form-toast";
import { TimeZoneSelect } from "./time-zone-select";
import { eventZoneOf } from "../utils/service-time-zones";
import { optionLabelKey } from "@kma/core/i18n/option-labels";

const blankEvent: PostEvent = { eventname: "", eventdate: "", eventstarttime: "", eventendtime: "", eventaddress: "" };

export const EventsSection = memo(function EventsSection({
  events,
  funeralZone,
  onAdd,
  onRemove,
}: {
  events: PostEvent[];
  /** The funeral's zone: an event's default when its address names no place. */
  funeralZone: string;
  onAdd: (event: PostEvent) => void;
  onRemove: (list: PostListField, index: number) => void;
}) {
  const t = useT();
  const problemText = useProblemText();
  /** An event's type as the reader sees it (the post keeps the API's English value). */
  const typeLabel = (name: string) => {
    const key = optionLabelKey(name);
    return key ? t(key) : name;
  };
  const [event, setEvent] = useState(blankEvent);
  const set = (patch: Partial<PostEvent>) => setEvent((current) => ({ ...current, ...patch }));

  function add() {
    const entry = {
      eventname: event.eventname,
      eventdate: normalizeDateText(event.eventdate),
      eventstarttime: normalizeTimeText(event.eventstarttime),
      eventendtime: normalizeTimeText(event.eventendtime),
      eventaddress: event.eventaddress.trim(),
      eventtimezone: eventZoneOf(event, funeralZone),
    };
    const problem = checkEvent(entry);
    if (problem) {
      toast.error(problemText(problem), { id: FORM_TOAST_ID });
      return;
    }
    onAdd(entry);
    setEvent(blankEvent);
  }

  return (
    <div>
      {events.length > 0 ? (
        <ul className="mb-6 grid gap-3 sm:grid-cols-2" aria-label={t("posts.events")}>
          {events.map((item, index) => (
            <li key={`${item.eventname}-${item.eventdate}-${index}`} className="relative rounded-lg border border-stone-200 bg-stone-50/70 p-4 pr-12">
              <p className="font-serif text-lg text-slate-900">{typeLabel(item.eventname)}</p>
              <p className="mt-1.5 flex items-center gap-2 text-sm text-slate-700">
                <CalendarDays className="size-4 text-slate-500" aria-hidden="true" />
                {item.eventdate}
              </p>
              <p className="mt-1 flex items-center gap-2 text-sm text-slate-700">
                <Clock className="size-4 text-slate-500" aria-hidden="true" />
                {t("posts.eventTime", { start: item.eventstarttime, end: item.eventendtime })}
              </p>
              <p className="mt-1 flex items-start gap-2 text-sm text-slate-700">
                <MapPin className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
                {item.eventaddress}
              </p>
              <button
                type="button"
                onClick={() => onRemove("events", index)}
                aria-label={t("posts.removeEvent", { name: typeLabel(item.eventname), date: item.eventdate })}
                className="absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-md text-slate-500 hover:bg-rose-50 hover:text-rose-800"
              >
                <X className="size-[18px]" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <fieldset className="rounded-lg border border-stone-200 p-4 sm:p-5">
        <legend className="px-1 font-serif text-lg text-slate-900">{t(events.length > 0 ? "posts.addAnotherEvent" : "posts.addAnEvent")}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {/* docs/spec.md section 2: the type dropdown's first option, to which it returns after each add. */}
          <SelectField
            label={t("posts.eventType")}
            options={EVENT_TYPES}
            placeholder={t("posts.selectAnOption")}
            value={event.eventname}
            onChange={(e) => set({ eventname: e.target.value })}
          />
          <PickerField kind="date" label={t("posts.date")} context={t("posts.event")} value={event.eventdate} onChange={(eventdate) => set({ eventdate })} />
          <PickerField
            kind="time"
            label={t("posts.startTime")}
            context={t("posts.event")}
            value={event.eventstarttime}
            onChange={(eventstarttime) => set({ eventstarttime })}
          />
          <PickerField
            kind="time"
            label={t("posts.endTime")}
            context={t("posts.event")}
            value={event.eventendtime}
            onChange={(eventendtime) => set({ eventendtime })}
          />
          <TextInput
            label={t("posts.address")}
            context={t("posts.event")}
            className="sm:col-span-2"
            maxLength={LIMITS.shortTextMax}
            value={event.eventaddress}
            onChange={(e) => set({ eventaddress: e.target.value })}
          />
          <TimeZoneSelect
            className="sm:col-span-2"
            context={t("posts.event")}
            value={eventZoneOf(event, funeralZone)}
            onChange={(eventtimezone) => set({ eventtimezone })}
          />
        </div>
        <Button variant="secondary" size="sm" className="mt-4" onClick={add}>
          <Plus className="size-4" aria-hidden="true" />
          {t("posts.addEvent")}
        </Button>
      </fieldset>
    </div>
  );
});
