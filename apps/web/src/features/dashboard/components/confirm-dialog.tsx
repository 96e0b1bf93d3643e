import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
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
 * backdrop cancels, and focus goes back to whatever opened it.
 */
export function ConfirmDialog({ title, children, confirmLabel, busy = false, onConfirm, onCancel }: Props) {
  const panelRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const t = useT();

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancelRef.current?.focus();
    return () => {
      // When the thing it asked about is gone, the page itself takes focus rather than nothing.
      if (opener?.isConnected) opener.focus();
      else document.getElementById("main")?.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      if (!busy) onCancel();
      return;
    }
    if (event.key !== "Tab" || !panelRef.current) return;
    const focusable = panelRef.current.querySelectorAll<HTMLElement>("button:not([disabled])");
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div className="fixed inset-0 z-[60] flex items-end justify-center p-4 sm:items-center" onKeyDown={onKeyDown}>
      <div aria-hidden="true" onClick={busy ? undefined : onCancel} className="absolute inset-0 bg-slate-900/45 backdrop-blur-[1px]" />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
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
      </div>
    </div>,
    document.body,
  );
}
