import { useId, useRef, type PointerEvent } from "react";
import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { Dialog } from "../../../../components/dialog/dialog";
import { formatDisplayDate } from "../../../../lib/dates";
import { useLocale, useT } from "../../../../lib/i18n";
import { imageVariant } from "../../../../lib/upload-image";
import { ConfirmDelete } from "../confirm-delete";
import { ReportButton } from "../report-button";
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
  const counterId = useId();
  const start = useRef<{ x: number; y: number } | null>(null);
  const item = items[index];
  const count = items.length;

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
  // The arrows turn the photos wherever focus is (not while a report dialog is open over it).
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") onIndex(nextIndex(index, count));
    else if (event.key === "ArrowLeft") onIndex(previousIndex(index, count));
    else return false;
    return true;
  };

  return (
    <Dialog
      onClose={onClose}
      labelledBy={counterId}
      initialFocus="panel"
      onKey={onKey}
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
          <button
            type="button"
            onClick={onClose}
            aria-label={t("memorial.lightbox.close")}
            className="inline-flex size-11 items-center justify-center rounded-full text-white/90 hover:bg-white/15"
          >
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
            <button
              type="button"
              onClick={() => onIndex(previousIndex(index, count))}
              aria-label={t("memorial.lightbox.previous")}
              className={`${navButton} left-2 sm:left-5`}
            >
              <ChevronLeft className="size-7" aria-hidden="true" />
            </button>
            <button
              type="button"
              onClick={() => onIndex(nextIndex(index, count))}
              aria-label={t("memorial.lightbox.next")}
              className={`${navButton} right-2 sm:right-5`}
            >
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
    </Dialog>
  );
}
