import { useEffect, useRef, useState } from "react";
import { useDropzone, type FileRejection } from "react-dropzone";
import { ImagePlus, X } from "lucide-react";
import { LIMITS } from "@kma/core/limits";
import { Button, ButtonLink } from "../../../../components/ui/button";
import { paths } from "../../../../config/paths";
import { useLocalizeMessage, useT, type Translate } from "../../../../lib/i18n";
import { useSession } from "../../../../lib/session";
import { toast, toastError } from "../../../../lib/toast";
import { uploadImage } from "../../../../lib/upload-image";
import { useAddMemorialImages } from "../../api/add-memorial-images";
import type { ImageEntry, MemorialPost } from "../../api/types";
import { SidePanel } from "../side-panel";

/** What the server stores in one album entry at most. */
const MAX_FILES = 20;
const ACCEPT = { "image/png": [".png"], "image/jpeg": [".jpg", ".jpeg"], "image/webp": [".webp"], "image/gif": [".gif"] };

type Selected = { id: number; file: File; preview: string; progress: number; url: string | null; failed: boolean };
type Rejected = { name: string; errors: string[] };

/** react-dropzone's codes in this site's words (docs/spec.md section 5: 'File type must be ...', 'File is larger than N bytes', 'Too many files'). */
function rejectionText(t: Translate, code: string, message: string) {
  if (code === "file-invalid-type") return t("messages.fileTypeInvalid");
  if (code === "file-too-large") return t("messages.fileTooLarge");
  if (code === "too-many-files") return t("memorial.images.tooMany");
  return message;
}

type Props = {
  post: MemorialPost;
  open: boolean;
  onClose: () => void;
  /** The new album entry, once the server has it. */
  onAdded: (entry: ImageEntry) => void;
};

/**
 * 'Add Images of your friend': pick or drop photos, see them, upload them one by one with
 * progress, then add them to the album as one entry. Signed-in users only.
 */
export function ImagesPanel({ post, open, onClose, onAdded }: Props) {
  const t = useT();
  const localize = useLocalizeMessage();
  const session = useSession();
  const addImages = useAddMemorialImages();
  const [selected, setSelected] = useState<Selected[]>([]);
  const [rejected, setRejected] = useState<Rejected[]>([]);
  const [busy, setBusy] = useState(false);
  const nextId = useRef(0);
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  function onDrop(accepted: File[], rejections: FileRejection[]) {
    const room = Math.max(0, MAX_FILES - selected.length);
    const taken = accepted.slice(0, room).map((file) => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      return { id: nextId.current++, file, preview, progress: 0, url: null, failed: false };
    });
    const overflow = accepted.slice(room).map((file) => ({ name: file.name, errors: [t("memorial.images.tooMany")] }));
    setSelected((current) => [...current, ...taken]);
    setRejected([...rejections.map((r) => ({ name: r.file.name, errors: r.errors.map((e) => rejectionText(t, e.code, e.message)) })), ...overflow]);
  }

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: ACCEPT,
    maxSize: LIMITS.imageMaxBytes,
    maxFiles: MAX_FILES,
    onDrop,
    disabled: busy,
  });

  function removeOne(id: number) {
    setSelected((current) =>
      current.filter((item) => {
        if (item.id !== id) return true;
        URL.revokeObjectURL(item.preview);
        previews.current.delete(item.preview);
        return false;
      }),
    );
  }

  const patch = (id: number, change: Partial<Selected>) => setSelected((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));

  async function submit() {
    if (session.access_token === null) {
      toast.error(t("messages.loginToAddImagesAlbum"));
      return;
    }
    if (selected.length === 0) {
      toast.error(t("messages.noImagesSelected"));
      return;
    }
    setBusy(true);
    const toastId = toast.loading(t("messages.uploading"));
    const urls: string[] = [];
    try {
      // One by one, so each file shows its own progress; a retry skips those already up.
      for (const item of selected) {
        if (item.url) {
          urls.push(item.url);
          continue;
        }
        patch(item.id, { failed: false });
        try {
          const url = await uploadImage(item.file, { token: session.access_token, onProgress: (fraction) => patch(item.id, { progress: fraction }) });
          patch(item.id, { url, progress: 1 });
          urls.push(url);
        } catch (error) {
          patch(item.id, { failed: true });
          throw error;
        }
      }
      toast.success(t("messages.uploadedBang"), { id: toastId });
    } catch {
      toast.error(t("messages.uploadFailed"), { id: toastId });
      setBusy(false);
      return;
    }
    addImages.mutate(
      { postObjectId: post._id, blogAuthor: post.author._id, urls },
      {
        onSuccess: (entry) => {
          selected.forEach((item) => {
            URL.revokeObjectURL(item.preview);
            previews.current.delete(item.preview);
          });
          setSelected([]);
          setRejected([]);
          onAdded(entry);
        },
        onError: (error) => toastError(error, t("messages.uploadFailed")),
        onSettled: () => setBusy(false),
      },
    );
  }

  const signedIn = session.access_token !== null;

  return (
    <SidePanel open={open} title={t("memorial.images.title")} onClose={onClose} intro={t("memorial.images.intro")}>
      {!signedIn ? (
        <div className="rounded-xl border border-stone-200 bg-white p-6 text-center">
          <p className="text-slate-700">{t("messages.loginToAddImagesAlbum")}</p>
          <ButtonLink to={paths.signin} className="mt-4">
            {t("common.signIn")}
          </ButtonLink>
        </div>
      ) : (
        <div className="space-y-5">
          <div
            {...getRootProps({
              // Clickable and focusable (Enter or Space opens the file chooser): a button to assistive tech,
              // named by the text it shows (label in name).
              role: "button",
              className: `flex cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors focus:outline-none focus-visible:border-accent-600 ${
                isDragActive ? "border-accent-600 bg-accent-50" : "border-stone-300 bg-white hover:border-accent-400"
              } ${busy ? "pointer-events-none opacity-60" : ""}`,
            })}
          >
            <ImagePlus className="size-9 text-accent-700" aria-hidden="true" />
            <p className="mt-3 font-medium text-slate-800">{isDragActive ? t("memorial.images.drop") : t("memorial.images.choose")}</p>
            <p className="mt-1 text-slate-600">{t("memorial.images.rules", { max: MAX_FILES })}</p>
          </div>
          {/* Beside the drop area, not in it: a control inside a button is hidden from assistive tech. */}
          <input {...getInputProps({ "aria-label": t("memorial.images.input") })} />

          {rejected.length > 0 ? (
            <div role="alert" className="rounded-lg border border-rose-200 bg-rose-50 p-4 text-sm text-rose-900">
              <p className="font-medium">{t("memorial.images.notAdded")}</p>
              <ul className="mt-2 space-y-1.5">
                {rejected.map((r, i) => (
                  <li key={`${r.name}-${i}`}>
                    <span className="font-medium break-all">{r.name}</span>: {r.errors.map(localize).join(", ")}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          {selected.length > 0 ? (
            <ul aria-label={t("memorial.images.selected")} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {selected.map((item) => (
                <li key={item.id} className="relative overflow-hidden rounded-lg border border-stone-200 bg-white">
                  <img src={item.preview} alt={item.file.name} className="aspect-square w-full object-cover" />
                  {!busy ? (
                    <button
                      type="button"
                      onClick={() => removeOne(item.id)}
                      aria-label={t("memorial.images.remove", { file: item.file.name })}
                      className="absolute top-1.5 right-1.5 inline-flex size-8 items-center justify-center rounded-full bg-black/55 text-white hover:bg-black/75"
                    >
                      <X className="size-4" aria-hidden="true" />
                    </button>
                  ) : null}
                  <div
                    role="progressbar"
                    aria-label={t("memorial.images.progress", { file: item.file.name })}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round(item.progress * 100)}
                    className="h-1.5 bg-stone-200"
                  >
                    <div
                      className={`h-full transition-[width] ${item.failed ? "bg-rose-600" : "bg-accent-600"}`}
                      style={{ width: `${Math.round(item.progress * 100)}%` }}
                    />
                  </div>
                </li>
              ))}
            </ul>
          ) : null}

          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={() => void submit()} disabled={busy}>
              {busy
                ? t("memorial.images.uploading")
                : selected.length > 1
                  ? t("memorial.images.uploadCount", { count: selected.length })
                  : t("memorial.images.upload")}
            </Button>
            {selected.length > 0 && !busy ? (
              <Button variant="ghost" onClick={() => selected.forEach((item) => removeOne(item.id))}>
                {t("memorial.images.clear")}
              </Button>
            ) : null}
          </div>
        </div>
      )}
    </SidePanel>
  );
}
