import { memo, useId, useRef, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { CalendarDays, Clock } from "lucide-react";
import { inputClass, labelClass } from "../../../components/ui/field";
import { useT } from "../../../lib/i18n";
import { optionLabelKey } from "@kma/core/i18n/option-labels";
import { dateTextToIso, isoToDateText, normalizeDateText, normalizeTimeText, time24ToText, timeTextTo24 } from "../utils/date-time-text";

/**
 * The memorial form's labelled controls. `marked` shows the '*' the form puts on fields it
 * asks for; it sits outside the <label> so a control's name stays just its label.
 * `context` is read to screen readers before a short visible label ('Birth' + 'Day').
 * The controls are memoised: given the form's stable setters, typing in one field
 * re-renders that field, not the whole long form.
 */
type LabelProps = { label: string; context?: string; marked?: boolean; hint?: ReactNode; className?: string };

export function Marker() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-sm leading-5 font-semibold text-rose-700">
      *
    </span>
  );
}

function Shell({ id, label, context, marked, hint, hintId, className = "", children }: LabelProps & { id: string; hintId: string; children: ReactNode }) {
  return (
    <div className={className}>
      <div className="flex items-baseline">
        <label htmlFor={id} className={labelClass}>
          {context ? <span className="sr-only">{context} </span> : null}
          {label}
        </label>
        {marked ? <Marker /> : null}
      </div>
      <div className="mt-1.5">{children}</div>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function useIds(id?: string) {
  const generated = useId();
  const inputId = id ?? generated;
  return { inputId, hintId: `${inputId}-hint` };
}

type InputProps = LabelProps & Omit<InputHTMLAttributes<HTMLInputElement>, "className">;

export const TextInput = memo(function TextInput({ label, context, marked, hint, className, id, ...props }: InputProps) {
  const { inputId, hintId } = useIds(id);
  return (
    <Shell id={inputId} hintId={hintId} label={label} context={context} marked={marked} hint={hint} className={className}>
      <input
        id={inputId}
        type="text"
        className={`${inputClass} h-11`}
        aria-required={marked || undefined}
        aria-describedby={hint ? hintId : undefined}
        {...props}
      />
    </Shell>
  );
});

type AreaProps = LabelProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "className">;

export const TextArea = memo(function TextArea({ label, context, marked, hint, className, id, ...props }: AreaProps) {
  const { inputId, hintId } = useIds(id);
  return (
    <Shell id={inputId} hintId={hintId} label={label} context={context} marked={marked} hint={hint} className={className}>
      <textarea
        id={inputId}
        className={`${inputClass} py-2.5 leading-relaxed`}
        aria-required={marked || undefined}
        aria-describedby={hint ? hintId : undefined}
        {...props}
      />
    </Shell>
  );
});

type SelectProps = LabelProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, "className"> & { options: readonly string[]; placeholder: string };

export const SelectField = memo(function SelectField({ label, context, marked, hint, className, id, options, placeholder, ...props }: SelectProps) {
  const { inputId, hintId } = useIds(id);
  const t = useT();
  const optionLabel = (option: string) => {
    const key = optionLabelKey(option);
    return key ? t(key) : option;
  };
  return (
    <Shell id={inputId} hintId={hintId} label={label} context={context} marked={marked} hint={hint} className={className}>
      <select id={inputId} className={`${inputClass} h-11 pr-8`} aria-required={marked || undefined} aria-describedby={hint ? hintId : undefined} {...props}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </Shell>
  );
});

type ChoiceProps = LabelProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, "className"> & { options: ReadonlyArray<{ value: string; label: string }> };

/** A select of a few named choices, one always chosen (no empty option): the privacy settings (decision 020). */
export const ChoiceField = memo(function ChoiceField({ label, context, hint, className, id, options, ...props }: ChoiceProps) {
  const { inputId, hintId } = useIds(id);
  return (
    <Shell id={inputId} hintId={hintId} label={label} context={context} hint={hint} className={className}>
      <select id={inputId} className={`${inputClass} h-11 pr-8`} aria-describedby={hint ? hintId : undefined} {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Shell>
  );
});

type Part = { value: string; onChange: (value: string) => void };

/** A short box that keeps digits only. */
const DigitsInput = memo(function DigitsInput({ value, onChange, ...props }: Omit<InputProps, "onChange"> & Part) {
  return <TextInput inputMode="numeric" autoComplete="off" value={value} onChange={(event) => onChange(event.target.value.replace(/\D/g, ""))} {...props} />;
});

/** Day, month and year as three short numeric boxes (the post keeps them as text). */
export function DateParts({
  legend,
  context,
  marked,
  day,
  month,
  year,
}: {
  legend: string;
  context: string;
  marked?: boolean;
  day: Part;
  month: Part;
  year: Part;
}) {
  const t = useT();
  return (
    <fieldset>
      <legend className={labelClass}>
        {legend}
        {marked ? <Marker /> : null}
      </legend>
      <div className="mt-1.5 grid grid-cols-[1fr_1fr_1.4fr] gap-3 [&_label]:text-xs [&_label]:font-normal [&_label]:text-slate-500">
        <DigitsInput
          label={t("posts.day")}
          context={context}
          placeholder={t("posts.dayPlaceholder")}
          maxLength={2}
          aria-required={marked || undefined}
          {...day}
        />
        <DigitsInput
          label={t("posts.month")}
          context={context}
          placeholder={t("posts.monthPlaceholder")}
          maxLength={2}
          aria-required={marked || undefined}
          {...month}
        />
        <DigitsInput
          label={t("posts.year")}
          context={context}
          placeholder={t("posts.yearPlaceholder")}
          maxLength={4}
          aria-required={marked || undefined}
          {...year}
        />
      </div>
    </fieldset>
  );
}

type PickerProps = LabelProps & { kind: "date" | "time"; value: string; onChange: (value: string) => void; name?: string };

/**
 * A date ('DD/MM/YYYY') or time ('12:30 PM') typed as text, tidied on leaving the box, with a
 * button that opens the browser's own picker and writes its choice back in the post's format.
 */
export const PickerField = memo(function PickerField({ kind, value, onChange, label, context, marked, hint, className, name }: PickerProps) {
  const { inputId, hintId } = useIds();
  const t = useT();
  const native = useRef<HTMLInputElement>(null);
  const isDate = kind === "date";
  const Icon = isDate ? CalendarDays : Clock;

  function openPicker() {
    const input = native.current;
    if (!input) return;
    input.value = isDate ? dateTextToIso(value) : timeTextTo24(value);
    try {
      input.showPicker();
    } catch {
      input.focus(); // a browser without showPicker(): the native control takes the keyboard instead
    }
  }

  return (
    <Shell
      id={inputId}
      hintId={hintId}
      label={label}
      context={context}
      marked={marked}
      hint={hint ?? t(isDate ? "posts.dateHint" : "posts.timeHint")}
      className={className}
    >
      <div className="relative">
        <input
          id={inputId}
          name={name}
          type="text"
          inputMode={isDate ? "numeric" : "text"}
          autoComplete="off"
          placeholder={t(isDate ? "posts.datePlaceholder" : "posts.timePlaceholder")}
          maxLength={20}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => {
            const tidy = isDate ? normalizeDateText(value) : normalizeTimeText(value);
            if (tidy !== value) onChange(tidy);
          }}
          aria-required={marked || undefined}
          aria-describedby={hintId}
          className={`${inputClass} h-11 pr-12`}
        />
        <button
          type="button"
          onClick={openPicker}
          aria-label={t(isDate ? "posts.pickFromCalendar" : "posts.pickFromClock", {
            what: `${context ? `${context.toLowerCase()} ` : ""}${label.toLowerCase()}`,
          })}
          className="absolute inset-y-0 right-1 my-auto inline-flex size-9 items-center justify-center rounded-md text-slate-500 hover:bg-stone-100 hover:text-slate-800"
        >
          <Icon className="size-[18px]" aria-hidden="true" />
        </button>
        <input
          ref={native}
          type={kind}
          tabIndex={-1}
          aria-hidden="true"
          className="pointer-events-none absolute right-0 bottom-0 size-px opacity-0"
          onChange={(event) => {
            const picked = isDate ? isoToDateText(event.target.value) : time24ToText(event.target.value);
            if (picked) onChange(picked);
          }}
        />
      </div>
    </Shell>
  );
});

/** A titled block of the form, with an anchor for the section list. */
export function FormSection({ id, title, intro, children }: { id: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-7">
      <h2 id={`${id}-title`} className="font-serif text-xl text-slate-900 sm:text-2xl">
        {title}
      </h2>
      {intro ? <p className="mt-1.5 leading-relaxed text-slate-600">{intro}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}
