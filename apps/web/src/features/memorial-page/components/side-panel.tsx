import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { X } from "lucide-react";
import { lockBodyScroll, trapTab } from "../../../lib/focus-trap";
import { useT } from "../../../lib/i18n";

/** How long the slide-out takes; the panel stays in the page (inert) until it has gone. */
const SLIDE_MS = 300;

type Props = {
  open: boolean;
  title: string;
  onClose: () => void;
  /** A line under the title. */
  intro?: ReactNode;
  children: ReactNode;
};

/**
 * A drawer that slides in from the right (full width on phones) over a dimmed backdrop:
 * role dialog, aria-modal, named by its title; focus moves in, stays in (Tab wraps) and goes
 * back to whatever opened it; Escape, the close button and the backdrop close it.
 */
export function SidePanel({ open, title, onClose, intro, children }: Props) {
  const t = useT();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [rendered, setRendered] = useState(open);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // Mount at once on open; unmount only after the slide-out.
  if (open && !rendered) setRendered(true);
  useEffect(() => {
    if (open || !rendered) return;
    const timer = window.setTimeout(() => setRendered(false), SLIDE_MS);
    return () => window.clearTimeout(timer);
  }, [open, rendered]);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panelRef.current?.focus();
    const unlock = lockBodyScroll();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) {
        event.preventDefault();
        onCloseRef.current();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      unlock();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [open]);

  if (!rendered) return null;
  return createPortal(
    <div className="fixed inset-0 z-50" aria-hidden={open ? undefined : true} inert={!open}>
      <div
        aria-hidden="true"
        onClick={onClose}
        className={`absolute inset-0 bg-slate-950/50 transition-opacity duration-300 ${open ? "opacity-100 starting:opacity-0" : "opacity-0"}`}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => trapTab(event, panelRef.current)}
        className={`absolute inset-y-0 right-0 flex w-full flex-col bg-paper shadow-2xl transition-transform duration-300 ease-out focus:outline-none sm:max-w-lg ${
          open ? "translate-x-0 starting:translate-x-full" : "translate-x-full"
        }`}
      >
        <div className="flex items-start justify-between gap-4 border-b border-stone-200 bg-white px-5 py-4 sm:px-7">
          <div>
            <h2 id={titleId} className="font-serif text-2xl text-slate-900">
              {title}
            </h2>
            {intro ? <p className="mt-1 leading-relaxed text-slate-600">{intro}</p> : null}
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label={t("memorial.panel.close", { title })}
            className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-stone-100 hover:text-slate-900"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain px-5 py-5 sm:px-7">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
