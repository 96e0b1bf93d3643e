import { useId, useRef, type ReactNode } from "react";
import { Dialog } from "../../../components/dialog/dialog";
import { buttonClass } from "../../../components/ui/button";
import { useT } from "../../../lib/i18n";

export const dangerButtonClass =
  "inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-5 text-base font-medium text-white shadow-sm transition-colors " +
  "hover:bg-red-800 active:bg-red-900 disabled:cursor-not-allowed disabled:opacity-60";

type Props = {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A modal question before something that cannot be undone (a family must not lose a memorial
 * by one mis-tap). Focus starts on Cancel, stays inside while open (Tab wraps), Escape or the
 * backdrop cancels while nothing is being done, and focus goes back to whatever opened it (the
 * page's main region when that has gone with what it asked about): the site's Dialog.
 */
export function ConfirmDialog({ title, children, confirmLabel, busy = false, onConfirm, onCancel }: Props) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const t = useT();

  return (
    <Dialog
      onClose={onCancel}
      dismissable={!busy}
      labelledBy={titleId}
      describedBy={bodyId}
      initialFocus={cancelRef}
      overlay={{ className: "fixed inset-0 z-[60] flex items-end justify-center p-4 sm:items-center" }}
      backdrop={<div aria-hidden="true" className="absolute inset-0 bg-slate-900/45 backdrop-blur-[1px]" />}
      className="relative w-full max-w-md rounded-xl bg-white p-6 shadow-2xl shadow-slate-900/20"
    >
      <h2 id={titleId} className="font-serif text-xl text-slate-900">
        {title}
      </h2>
      <div id={bodyId} className="mt-2 text-base leading-relaxed text-slate-600">
        {children}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button ref={cancelRef} type="button" onClick={onCancel} disabled={busy} className={buttonClass({ variant: "secondary" })}>
          {t("dashboard.cancel")}
        </button>
        <button type="button" onClick={onConfirm} disabled={busy} className={dangerButtonClass}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
