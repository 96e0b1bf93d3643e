import { useState } from "react";
import { Trash2 } from "lucide-react";

type Props = {
  /** What goes, for the button's accessible name: "memorial", "tribute", "photos". */
  what: string;
  onConfirm: () => void;
  pending?: boolean;
  tone?: "light" | "dark";
};

/** A Delete button that asks once more inline, so one slip of the finger does not erase a memorial. */
export function ConfirmDelete({ what, onConfirm, pending = false, tone = "light" }: Props) {
  const [asking, setAsking] = useState(false);
  const base = "inline-flex h-11 items-center sm:h-8 gap-1.5 rounded-md px-2.5 text-sm font-medium transition-colors disabled:opacity-60";
  const quiet = tone === "dark" ? "text-white/85 hover:bg-white/15 hover:text-white" : "text-slate-500 hover:bg-rose-50 hover:text-rose-700";
  if (!asking) {
    return (
      <button type="button" onClick={() => setAsking(true)} className={`${base} ${quiet}`} aria-label={`Delete ${what}`} disabled={pending}>
        <Trash2 className="size-4" aria-hidden="true" />
        <span aria-hidden="true">Delete</span>
      </button>
    );
  }
  return (
    <span role="group" aria-label={`Delete ${what}?`} className="inline-flex flex-wrap items-center gap-1">
      <span className={`text-sm ${tone === "dark" ? "text-white/85" : "text-slate-600"}`}>Delete {what}?</span>
      <button type="button" onClick={onConfirm} disabled={pending} className={`${base} bg-rose-700 text-white hover:bg-rose-800`}>
        Yes, delete
      </button>
      <button type="button" onClick={() => setAsking(false)} disabled={pending} className={`${base} ${quiet}`}>
        Cancel
      </button>
    </span>
  );
}
