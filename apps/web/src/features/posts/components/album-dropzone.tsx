import { memo, useState } from "react";
import { useDropzone, type FileRejection } from "react-dropzone";
import { AlertCircle, ImagePlus, X } from "lucide-react";
import { LIMITS } from "@kma/core/limits";
import { buttonClass } from "../../../components/ui/button";
import { imageVariant } from "../../../lib/upload-image";
import type { QueuedPhoto } from "../hooks/use-album-queue";
import { useT, type Translate } from "../../../lib/i18n";
import { useDropzoneErrorText } from "./dropzone-errors";
import { Marker } from "./form-fields";
import { PLACEHOLDER_PORTRAIT } from "./portrait-image";

const ALBUM_ACCEPT = { "image/png": [], "image/jpeg": [], "image/webp": [], "image/gif": [] };
/** The server keeps at most 200 album images per post (createPostSchema). */
const ALBUM_MAX_IMAGES = 200;

const tileClass = "relative overflow-hidden rounded-lg border border-stone-200 bg-stone-100";
const removeClass =
  "absolute top-1.5 right-1.5 inline-flex size-8 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow hover:bg-white hover:text-rose-800 disabled:opacity-50";

function AlbumImage({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed ? PLACEHOLDER_PORTRAIT : src}
      alt={alt}
      width={320}
      height={320}
      loading="lazy"
      onError={() => setFailed(true)}
      className="aspect-square w-full object-cover"
    />
  );
}

function progressText(item: QueuedPhoto, t: Translate) {
  if (item.status === "failed") return t("posts.uploadFailed");
  if (item.status === "uploading") return t("posts.uploadingPercent", { percent: Math.round(item.progress * 100) });
  return t("posts.uploadsOnSave");
}

/**
 * Memorial Photo Album: photos already in the album (editing) and photos chosen now, each with a
 * preview, a progress bar and a remove button; files the dropzone refuses are listed with why.
 */
export const AlbumDropzone = memo(function AlbumDropzone({
  images,
  queued,
  busy,
  onAdd,
  onRemoveImage,
  onRemoveQueued,
}: {
  images: string[];
  queued: QueuedPhoto[];
  busy: boolean;
  onAdd: (files: File[]) => void;
  onRemoveImage: (index: number) => void;
  onRemoveQueued: (id: number) => void;
}) {
  const t = useT();
  const dropzoneErrorText = useDropzoneErrorText();
  const [rejected, setRejected] = useState<FileRejection[]>([]);
  const room = ALBUM_MAX_IMAGES - images.length - queued.length;
  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    accept: ALBUM_ACCEPT,
    maxSize: LIMITS.imageMaxBytes,
    maxFiles: Math.max(room, 1),
    multiple: true,
    noClick: true,
    noKeyboard: true,
    disabled: busy || room <= 0,
    onDrop: (accepted, refused) => {
      setRejected(refused);
      if (accepted.length > 0) onAdd(accepted);
    },
  });
  const total = images.length + queued.length;

  return (
    <div>
      <div
        {...getRootProps({
          className: `flex flex-col items-center rounded-xl border-2 border-dashed px-5 py-8 text-center transition-colors ${
            isDragActive ? "border-accent-600 bg-accent-50" : "border-stone-300 bg-stone-50/60"
          }`,
        })}
      >
        <ImagePlus className="size-9 text-accent-700" aria-hidden="true" />
        <p className="mt-3 font-medium text-slate-800">
          {t("posts.albumDrop")}
          <Marker />
        </p>
        <p className="mt-1 text-slate-600">{t("posts.albumHint")}</p>
        <input {...getInputProps({ "aria-label": t("posts.albumInput") })} />
        <button type="button" onClick={open} disabled={busy || room <= 0} className={`${buttonClass({ variant: "secondary", size: "sm" })} mt-4`}>
          {t("posts.choosePhotos")}
        </button>
      </div>

      {rejected.length > 0 ? (
        <div role="alert" className="mt-4 rounded-lg border border-rose-200 bg-rose-50 p-4 text-sm text-rose-900">
          <div className="flex items-start justify-between gap-3">
            <p className="flex items-center gap-2 font-medium">
              <AlertCircle className="size-4" aria-hidden="true" />
              {t(rejected.length === 1 ? "posts.notAddedOne" : "posts.notAddedMany")}
            </p>
            <button type="button" onClick={() => setRejected([])} className="-mt-1 -mr-1 rounded-md px-2 py-1 text-rose-900 underline-offset-4 hover:underline">
              {t("posts.dismiss")}
            </button>
          </div>
          <ul className="mt-2 space-y-1">
            {rejected.map(({ file, errors }, index) => (
              <li key={`${file.name}-${index}`}>
                <span className="font-medium break-all">{file.name}</span>: {errors.map(dropzoneErrorText).join(". ")}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {total > 0 ? (
        <>
          <p className="mt-6 text-sm text-slate-600" aria-live="polite">
            {t("posts.albumCount", { count: total })}
            {queued.length > 0 ? t("posts.albumQueued", { count: queued.length }) : ""}
          </p>
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t("posts.albumPhotos")}>
            {images.map((url, index) => (
              <li key={`${url}-${index}`} className={tileClass}>
                <AlbumImage src={imageVariant(url, 320)} alt={t("posts.albumPhoto", { n: index + 1 })} />
                <button
                  type="button"
                  onClick={() => onRemoveImage(index)}
                  disabled={busy}
                  aria-label={t("posts.removeAlbumPhoto", { n: index + 1 })}
                  className={removeClass}
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </li>
            ))}
            {queued.map((item) => (
              <li key={item.id} className={tileClass}>
                <AlbumImage src={item.preview} alt={item.file.name} />
                <div className="absolute inset-x-0 bottom-0 bg-white/92 px-2 py-1.5">
                  <p className={`truncate text-xs ${item.status === "failed" ? "font-medium text-rose-800" : "text-slate-700"}`}>{progressText(item, t)}</p>
                  <progress
                    className="mt-1 block h-1.5 w-full accent-accent-700"
                    value={item.progress}
                    max={1}
                    aria-label={t("posts.uploadProgressFor", { name: item.file.name })}
                  />
                </div>
                <button
                  type="button"
                  onClick={() => onRemoveQueued(item.id)}
                  disabled={busy}
                  aria-label={t("posts.remove", { name: item.file.name })}
                  className={removeClass}
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
});
