import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from "react";

export const inputClass =
  "block w-full rounded-lg border border-stone-300 bg-white px-3.5 text-slate-900 shadow-xs " +
  "placeholder:text-slate-400 transition-colors hover:border-stone-400 " +
  "focus-visible:border-accent-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent-600/30 " +
  "disabled:cursor-not-allowed disabled:bg-stone-100";

export const labelClass = "block text-sm font-medium text-slate-700";

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; trailing?: ReactNode };

/** A labelled text input. `trailing` sits inside the box on the right (e.g. a show/hide button). */
export function TextField({ label, trailing, className = "", id, ...props }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={className}>
      <label htmlFor={inputId} className={labelClass}>
        {label}
      </label>
      <div className="relative mt-1.5">
        <input id={inputId} className={`${inputClass} h-11 ${trailing ? "pr-12" : ""}`} {...props} />
        {trailing ? <div className="absolute inset-y-0 right-0 flex items-center">{trailing}</div> : null}
      </div>
    </div>
  );
}

type AreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string };

export function TextAreaField({ label, className = "", id, ...props }: AreaProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={className}>
      <label htmlFor={inputId} className={labelClass}>
        {label}
      </label>
      <textarea id={inputId} className={`${inputClass} mt-1.5 py-2.5 leading-relaxed`} {...props} />
    </div>
  );
}
