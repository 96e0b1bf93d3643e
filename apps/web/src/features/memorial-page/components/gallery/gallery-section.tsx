import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ImagePlus } from "lucide-react";
import { GALLERY_INITIAL_IMAGES, TIMINGS } from "@kma/core/limits";
import { Button } from "../../../../components/ui/button";
import { Spinner } from "../../../../components/ui/spinner";
import { useT } from "../../../../lib/i18n";
import { toast, toastError } from "../../../../lib/toast";
import { imageVariant } from "../../../../lib/upload-image";
import { useDeleteImage } from "../../api/delete-image";
import { refreshActivityAsAuthor, updateActivity } from "../../api/get-post";
import { loadedEntries, prependEntry, removeEntry, useImages } from "../../api/get-post-images";
import type { ImageEntry, MemorialPost } from "../../api/types";
import { LATER_SECTION_CLASS, SECTION_IDS, SectionHeading } from "../section-heading";
import { useViewer } from "../use-viewer";
import { distributeColumns } from "./gallery-columns";
import { albumImageCount, galleryItems, type GalleryItem } from "./gallery-items";
import { Lightbox } from "./lightbox";
import { useGalleryColumns } from "./use-gallery-columns";

// The upload panel (and its dropzone) is fetched when first opened, not with the page.
const ImagesPanel = lazy(() => import("./images-panel").then((m) => ({ default: m.ImagesPanel })));

const PLACEHOLDER = "/images/placeholder-portrait.png";

type Props = {
  post: MemorialPost;
  postKey: string;
  name: string;
  /** "his", "her" or "their" in the page's language. */
  possessive: string;
  panelOpen: boolean;
  onOpenPanel: () => void;
  onClosePanel: () => void;
};

/**
 * 'Live Moments': the post's album photos, then visitors' (docs/spec.md "Memorial page"), 12 at
 * first, in 1 to 4 columns by window width, with a lightbox and the 'Add Images' panel.
 */
export function GallerySection({ post, postKey, name, possessive, panelOpen, onOpenPanel, onClosePanel }: Props) {
  const t = useT();
  const queryClient = useQueryClient();
  const viewer = useViewer(post);
  const images = useImages(post._id);
  const deleteImage = useDeleteImage();
  const columns = useGalleryColumns();
  const [visible, setVisible] = useState(GALLERY_INITIAL_IMAGES);
  const [open, setOpen] = useState<number | null>(null);
  // Mounted from its first opening on, so it can slide out when closed.
  const [panelUsed, setPanelUsed] = useState(panelOpen);
  if (panelOpen && !panelUsed) setPanelUsed(true);
  const closeTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const entries = loadedEntries(images.data);
  const items = galleryItems(post.memoriwallimages, entries);
  const shown = items.slice(0, visible);
  const serverHasMore = post.activity.total_images > albumImageCount(entries);
  const showMore = !images.isPending && (items.length > visible || serverHasMore);

  function viewMore() {
    const want = visible + GALLERY_INITIAL_IMAGES;
    setVisible(want);
    if (want > items.length && serverHasMore && !images.isFetching) void (images.data ? images.fetchNextPage() : images.refetch());
  }

  function openPanel() {
    if (!viewer.signedIn) {
      toast.error(t("messages.loginToAddImages"));
      return;
    }
    onOpenPanel();
  }

  function added(entry: ImageEntry) {
    if (entry.status === "held") {
      toast.success(t("review.heldToast"));
      closeTimer.current = window.setTimeout(onClosePanel, TIMINGS.panelCloseAfterPostMs);
      return;
    }
    prependEntry(queryClient, post._id, entry);
    updateActivity(queryClient, postKey, (a) => ({ total_images: a.total_images + entry.image.length }));
    // New photos follow the post's own: keep them in view.
    setVisible((v) => Math.max(v + entry.image.length, post.memoriwallimages.length + entry.image.length));
    closeTimer.current = window.setTimeout(onClosePanel, TIMINGS.panelCloseAfterPostMs);
  }

  const canDelete = (item: GalleryItem) => item.entry !== null && item.entry.can.delete;

  function remove(item: GalleryItem) {
    const entry = item.entry;
    if (!entry) return;
    deleteImage.mutate(entry._id, {
      onSuccess: () => {
        const remaining = shown.filter((shownItem) => shownItem.entry?._id !== entry._id).length;
        removeEntry(queryClient, post._id, entry._id);
        updateActivity(queryClient, postKey, (a) => ({ total_images: Math.max(0, a.total_images - entry.image.length) }));
        if (viewer.can.edit) void refreshActivityAsAuthor(queryClient, postKey);
        setOpen((index) => (index === null || remaining === 0 ? null : Math.min(index, remaining - 1)));
      },
      onError: (error) => toastError(error, t("messages.anErrorOccurred")),
    });
  }

  return (
    <section id={SECTION_IDS.photos} aria-labelledby={`${SECTION_IDS.photos}-heading`} className={LATER_SECTION_CLASS}>
      <SectionHeading
        section={SECTION_IDS.photos}
        label={t("memorial.gallery.label")}
        aside={
          <Button variant="secondary" onClick={openPanel}>
            <ImagePlus className="size-[18px]" aria-hidden="true" />
            {t("memorial.gallery.add")}
          </Button>
        }
      >
        {t("memorial.gallery.heading")}
      </SectionHeading>
      <p className="mt-2 text-slate-600">{t("memorial.gallery.intro", { possessive, name })}</p>

      {items.length === 0 ? (
        images.isPending ? (
          <div className="mt-6 flex justify-center">
            <Spinner label={t("memorial.gallery.loading")} />
          </div>
        ) : (
          <div className="mt-6 rounded-xl border border-dashed border-stone-300 bg-white/60 px-6 py-10 text-center">
            <p className="font-serif text-xl text-slate-800">{t("memorial.gallery.empty")}</p>
            <p className="mt-2 text-slate-600">{t("memorial.gallery.emptyHint", { name })}</p>
          </div>
        )
      ) : (
        <div className="mt-6 flex items-start gap-3 sm:gap-4" data-testid="gallery-grid" data-columns={columns}>
          {distributeColumns(
            shown.map((item, index) => ({ item, index })),
            columns,
          ).map((column, c) => (
            <ul key={c} className="flex min-w-0 flex-1 flex-col gap-3 sm:gap-4">
              {column.map(({ item, index }) => (
                <li key={item.key}>
                  <button
                    type="button"
                    onClick={() => setOpen(index)}
                    aria-label={t("memorial.gallery.open", { number: index + 1, count: shown.length })}
                    className="group block w-full overflow-hidden rounded-lg bg-stone-200 shadow-xs"
                  >
                    <img
                      src={imageVariant(item.url, 640)}
                      srcSet={`${imageVariant(item.url, 320)} 320w, ${imageVariant(item.url, 640)} 640w`}
                      sizes={`(min-width: 1400px) 25vw, (min-width: 800px) 33vw, (min-width: 500px) 50vw, 100vw`}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      width={640}
                      height={480}
                      onError={(event) => {
                        if (!event.currentTarget.src.endsWith(PLACEHOLDER)) {
                          event.currentTarget.srcset = "";
                          event.currentTarget.src = PLACEHOLDER;
                        }
                      }}
                      // A fixed 4:3 box, cropped (the lightbox shows the whole photo): a photo of
                      // another shape arriving late would otherwise move everything below it,
                      // and the "Write Your Memorials" link with it, under a visitor's finger.
                      className="aspect-[4/3] h-auto w-full object-cover object-[50%_30%] transition-transform duration-500 group-hover:scale-[1.03]"
                    />
                  </button>
                </li>
              ))}
            </ul>
          ))}
        </div>
      )}

      {showMore ? (
        <div className="mt-6 flex justify-center">
          <Button variant="secondary" onClick={viewMore} disabled={images.isFetchingNextPage}>
            {images.isFetchingNextPage ? t("memorial.loadingEllipsis") : t("memorial.gallery.viewMore")}
          </Button>
        </div>
      ) : null}

      {open !== null && shown[open] ? (
        <Lightbox
          items={shown}
          index={open}
          onIndex={setOpen}
          onClose={() => setOpen(null)}
          canDelete={canDelete}
          onDelete={remove}
          deleting={deleteImage.isPending}
        />
      ) : null}

      {panelUsed ? (
        <Suspense fallback={null}>
          <ImagesPanel post={post} open={panelOpen} onClose={onClosePanel} onAdded={added} />
        </Suspense>
      ) : null}
    </section>
  );
}
