import { useEffect, useId, useRef, type PointerEvent } from "react";
import { createPortal } from "react-dom";
import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { formatDisplayDate } from "../../../../lib/dates";
import { useLocale, useT } from "../../../../lib/i18n";
import { imageVariant } from "../../../../lib/upload-image";
import { ConfirmDelete } from "../confirm-delete";
import { ReportButton } from "../report-button";
import { lockBodyScroll, trapTab } from "../../../../lib/focus-trap";
import type { GalleryItem } from "./gallery-items";
import { nextIndex, previousIndex, swipeDirection } from "./lightbox-index";

type Props = {
  items: readonly GalleryItem[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  canDelete: (item: GalleryItem) => boolean;
  onDelete: (item: GalleryItem) => void;
  deleting: boolean;
};

const PLACEHOLDER = "/images/placeholder-portrait.png";
const navButton =
  "absolute top-1/2 z-10 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-black/45 text-white backdrop-blur-sm transition-colors hover:bg-black/70";

/**
 * The photo viewer: one photo at a time at 1280 px; previous and next wrap around; arrow
 * keys, Escape and a sideways swipe work too.
 */
export function Lightbox({ items, index, onIndex, onClose, canDelete, onDelete, deleting }: Props) {
  const t = useT();
  const locale = useLocale();
  const dialogRef = useRef<HTMLDivElement>(null);
  const counterId = useId();
  const start = useRef<{ x: number; y: number } | null>(null);
  const item = items[index];
  const count = items.length;
  const latest = useRef({ index, count, onIndex, onClose });
  useEffect(() => {
    latest.current = { index, count, onIndex, onClose };
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.focus();
    const unlock = lockBodyScroll();
    const onKey = (event: KeyboardEvent) => {
      const { index: i, count: n, onIndex: go, onClose: close } = latest.current;
      if (event.key === "Escape") close();
      else if (event.key === "ArrowRight") go(nextIndex(i, n));
      else if (event.key === "ArrowLeft") go(previousIndex(i, n));
      else return;
      event.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      unlock();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  if (!item) return null;

  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!start.current) return;
    const direction = swipeDirection(event.clientX - start.current.x, event.clientY - start.current.y);
    start.current = null;
    if (direction === 1) onIndex(nextIndex(index, count));
    if (direction === -1) onIndex(previousIndex(index, count));
  };

  const uploader = item.entry?.imaged_by?.personal_info.fullname;
  const entryCount = item.entry?.image.length ?? 0;

  return createPortal(
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={counterId}
      tabIndex={-1}
      onKeyDown={(event) => trapTab(event, dialogRef.current)}
      className="fixed inset-0 z-50 flex flex-col bg-slate-950 text-white focus:outline-none"
    >
      <div className="flex items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <p id={counterId} className="text-sm font-medium text-white/85" aria-live="polite">
          {t("memorial.lightbox.counter", { number: index + 1, count })}
        </p>
        <div className="flex items-center gap-2">
          {item.entry ? <ReportButton tone="dark" what="photo" targetType="image" targetId={item.entry._id} /> : null}
          {item.entry && canDelete(item) ? (
            <ConfirmDelete tone="dark" what={entryCount > 1 ? "photos" : "photo"} count={entryCount} onConfirm={() => onDelete(item)} pending={deleting} />
          ) : null}
          <button type="button" onClick={onClose} aria-label={t("memorial.lightbox.close")} className="inline-flex size-11 items-center justify-center rounded-full text-white/90 hover:bg-white/15">
            <X className="size-6" aria-hidden="true" />
          </button>
        </div>
      </div>
      <div
        className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 pb-4 select-none sm:px-20"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
      >
        <img
          key={item.key}
          src={imageVariant(item.url, 1280)}
          alt={t("memorial.lightbox.counter", { number: index + 1, count })}
          draggable={false}
          onError={(event) => {
            if (!event.currentTarget.src.endsWith(PLACEHOLDER)) event.currentTarget.src = PLACEHOLDER;
          }}
          className="max-h-full max-w-full rounded-md object-contain shadow-2xl"
        />
        {count > 1 ? (
          <>
            <button type="button" onClick={() => onIndex(previousIndex(index, count))} aria-label={t("memorial.lightbox.previous")} className={`${navButton} left-2 sm:left-5`}>
              <ChevronLeft className="size-7" aria-hidden="true" />
            </button>
            <button type="button" onClick={() => onIndex(nextIndex(index, count))} aria-label={t("memorial.lightbox.next")} className={`${navButton} right-2 sm:right-5`}>
              <ChevronRight className="size-7" aria-hidden="true" />
            </button>
          </>
        ) : null}
      </div>
      {item.entry ? (
        <p className="px-4 pb-4 text-center text-sm text-white/75">
          {t("memorial.lightbox.addedBy", { name: uploader ?? t("memorial.aVisitorLower"), date: formatDisplayDate(item.entry.imagedAt, locale) })}
        </p>
      ) : null}
    </div>,
    document.body,
  );
}
