import { useEffect, useId, useState, type MouseEvent, type ReactNode } from "react";
import { X } from "lucide-react";
import { CLOSES_PANEL_ATTRIBUTE, NATIVE_PANEL_ATTRIBUTE, WORKS_WITHOUT_APP_ATTRIBUTE } from "@kma/core/page-boot";
import { Dialog } from "../../../components/dialog/dialog";
import { useT } from "../../../lib/i18n";
import { useBrowserValue } from "../../../lib/use-browser-value";

/** How long the slide-out takes; the panel stays in the page (inert) until it has gone. */
const SLIDE_MS = 300;

type Props = {
  open: boolean;
  title: string;
  onClose: () => void;
  /** A line under the title. */
  intro?: ReactNode;
  /**
   * For a panel that opens before and without the app (decision 037): `id`, so that `#id` in the
   * address shows it (CSS `:target`, index.css), and `closeHref`, where its close controls lead
   * without the app (the section it belongs to). It is then in the page's HTML from the server
   * on, in place, hidden until asked for. Once the app has taken the page over, `open` alone
   * says whether it shows. Without an anchor the panel is the app's only, portalled to the body.
   */
  anchor?: { id: string; closeHref: string };
  children: ReactNode;
};

/**
 * A drawer that slides in from the right (full width on phones) over a dimmed backdrop, on the
 * site's Dialog: role dialog, aria-modal, named by its title; focus moves in, stays in (Tab
 * wraps) and goes back to whatever opened it; Escape, the close button and the backdrop close it.
 */
export function SidePanel({ open, title, onClose, intro, anchor, children }: Props) {
  const t = useT();
  const titleId = useId();
  const [rendered, setRendered] = useState(open);
  // An anchored panel hydrates as the server drew it (hidden, shown by the address alone), then
  // follows `open`: in that next render, not before, so hydration finds the server's markup.
  const takenOver = useBrowserValue(() => true, false);
  const active = open && (!anchor || takenOver);

  // Mount at once on open; unmount only after the slide-out.
  if (open && !rendered) setRendered(true);
  useEffect(() => {
    if (open || !rendered) return;
    const timer = window.setTimeout(() => setRendered(false), SLIDE_MS);
    return () => window.clearTimeout(timer);
  }, [open, rendered]);

  // Closed in the app, it is not there at all (an anchored one too, once the app has it).
  if (!rendered && (!anchor || takenOver)) return null;
  // Before the app has taken it over, an anchored panel is drawn open: it shows only while the address names it.
  const showing = anchor && !takenOver ? true : open;
  const close = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    onClose();
  };
  const closeLabel = t("memorial.panel.close", { title });
  const closeClass = "-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-stone-100 hover:text-slate-900";
  const backdropClass = `absolute inset-0 bg-slate-950/50 transition-opacity duration-300 ${showing ? "opacity-100 starting:opacity-0" : "opacity-0"}`;
  return (
    <Dialog
      open={active}
      onClose={onClose}
      labelledBy={titleId}
      initialFocus="panel"
      // Opened before the app came (by its address), the visitor may be typing in it already:
      // their place stays, and closing goes back to the control that opens it.
      opener={anchor ? () => document.querySelector<HTMLElement>(`a[href="#${anchor.id}"]`) : undefined}
      // An anchored panel is in the server's HTML in place; the app's own is on the body.
      portal={!anchor}
      overlay={{
        id: anchor?.id,
        className: "fixed inset-0 z-50",
        hidden: anchor && !takenOver ? true : undefined,
        ...(anchor && !takenOver ? { [NATIVE_PANEL_ATTRIBUTE]: "" } : {}),
        "aria-hidden": showing ? undefined : true,
        inert: !showing,
      }}
      backdrop={
        anchor ? (
          // Without the app a tap outside the panel leads back to its section; with it, it closes the panel.
          <a href={anchor.closeHref} aria-hidden="true" tabIndex={-1} className={`block ${backdropClass}`} {...{ [WORKS_WITHOUT_APP_ATTRIBUTE]: "" }} />
        ) : (
          <div aria-hidden="true" className={backdropClass} />
        )
      }
      className={`absolute inset-y-0 right-0 flex w-full flex-col bg-paper shadow-2xl transition-transform duration-300 ease-out focus:outline-none sm:max-w-lg ${
        showing ? "translate-x-0 starting:translate-x-full" : "translate-x-full"
      }`}
    >
      <div className="flex items-start justify-between gap-4 border-b border-stone-200 bg-white px-5 py-4 sm:px-7">
        <div>
          <h2 id={titleId} className="font-serif text-2xl text-slate-900">
            {title}
          </h2>
          {intro ? <p className="mt-1 leading-relaxed text-slate-600">{intro}</p> : null}
        </div>
        {anchor ? (
          <a
            href={anchor.closeHref}
            onClick={close}
            aria-label={closeLabel}
            className={closeClass}
            {...{ [WORKS_WITHOUT_APP_ATTRIBUTE]: "", [CLOSES_PANEL_ATTRIBUTE]: "" }}
          >
            <X className="size-5" aria-hidden="true" />
          </a>
        ) : (
          <button type="button" onClick={onClose} aria-label={closeLabel} className={closeClass}>
            <X className="size-5" aria-hidden="true" />
          </button>
        )}
      </div>
      <div className="flex-1 overflow-y-auto overscroll-contain px-5 py-5 sm:px-7">{children}</div>
    </Dialog>
  );
}
