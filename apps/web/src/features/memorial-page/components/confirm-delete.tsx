import { useState } from "react";
import { Trash2 } from "lucide-react";
import { useT, type MessageKey } from "../../../lib/i18n";

/** What a Delete button removes: its accessible name ("Delete this memorial") and its question ("Delete this memorial?"). */
const WHAT: Record<"memorial" | "reply" | "tribute" | "photo" | "photos", { label: MessageKey; ask: MessageKey }> = {
  memorial: { label: "memorial.delete.memorial", ask: "memorial.delete.memorialAsk" },
  reply: { label: "memorial.delete.reply", ask: "memorial.delete.replyAsk" },
  tribute: { label: "memorial.delete.tribute", ask: "memorial.delete.tributeAsk" },
  photo: { label: "memorial.delete.photo", ask: "memorial.delete.photoAsk" },
  photos: { label: "memorial.delete.photos", ask: "memorial.delete.photosAsk" },
};

type Props = {
  /** What goes: this memorial, reply, tribute or photo, or these `count` photos. */
  what: keyof typeof WHAT;
  count?: number;
  onConfirm: () => void;
  pending?: boolean;
  tone?: "light" | "dark";
};

/** A Delete button that asks once more inline, so one slip of the finger does not erase a memorial. */
export function ConfirmDelete({ what, count, onConfirm, pending = false, tone = "light" }: Props) {
  const t = useT();
  const label = t(WHAT[what].label, { count: count ?? 1 });
  const ask = t(WHAT[what].ask, { count: count ?? 1 });
  const [asking, setAsking] = useState(false);
  const base = "inline-flex h-11 items-center sm:h-8 gap-1.5 rounded-md px-2.5 text-sm font-medium transition-colors disabled:opacity-60";
  const quiet = tone === "dark" ? "text-white/85 hover:bg-white/15 hover:text-white" : "text-slate-500 hover:bg-rose-50 hover:text-rose-700";
  if (!asking) {
    return (
      <button type="button" onClick={() => setAsking(true)} className={`${base} ${quiet}`} aria-label={label} disabled={pending}>
        <Trash2 className="size-4" aria-hidden="true" />
        <span aria-hidden="true">{t("memorial.delete.button")}</span>
      </button>
    );
  }
  return (
    <span role="group" aria-label={ask} className="inline-flex flex-wrap items-center gap-1">
      <span className={`text-sm ${tone === "dark" ? "text-white/85" : "text-slate-600"}`}>{ask}</span>
      <button type="button" onClick={onConfirm} disabled={pending} className={`${base} bg-rose-700 text-white hover:bg-rose-800`}>
        {t("memorial.delete.yes")}
      </button>
      <button type="button" onClick={() => setAsking(false)} disabled={pending} className={`${base} ${quiet}`}>
        {t("memorial.delete.cancel")}
      </button>
    </span>
  );
}
