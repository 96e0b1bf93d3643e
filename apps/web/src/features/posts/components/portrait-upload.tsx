import { memo, useEffect, useId, useState } from "react";
import { useDropzone, type FileRejection } from "react-dropzone";
import { ImageUp, LoaderCircle } from "lucide-react";
import { LIMITS } from "@kma/core/limits";
import { MESSAGES } from "@kma/core/messages";
import { buttonClass } from "../../../components/ui/button";
import { labelClass } from "../../../components/ui/field";
import { errorMessage } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";
import { useLocalizeMessage, useT } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { uploadImage } from "../../../lib/upload-image";
import { useDropzoneErrorText } from "./dropzone-errors";
import { Marker } from "./form-fields";
import { PLACEHOLDER_PORTRAIT, PortraitImage } from "./portrait-image";

/** docs/spec.md section 5: the banner accepts .png, .jpg, .jpeg. */
const PORTRAIT_ACCEPT = { "image/png": [".png"], "image/jpeg": [".jpg", ".jpeg"] };
const TOAST_ID = "portrait-upload";

/**
 * The portrait (profilebanner): uploaded as soon as it is chosen, with 'Uploading...' then
 * 'Uploaded successfully' (or the error text) in one toast, and a preview meanwhile.
 */
export const PortraitUpload = memo(function PortraitUpload({
  value,
  onUploaded,
  onBusyChange,
}: {
  value: string;
  onUploaded: (url: string) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const { access_token: token } = useSession();
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const labelId = useId();
  const t = useT();
  const localize = useLocalizeMessage();
  const dropzoneErrorText = useDropzoneErrorText();

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  async function upload(file: File) {
    if (!token) {
      toast.error(localize(MESSAGES.loginToAddImagesAlbum), { id: TOAST_ID });
      return;
    }
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    onBusyChange(true);
    toast.loading(localize(MESSAGES.uploading), { id: TOAST_ID });
    try {
      const url = await uploadImage(file, { token, onProgress: setProgress });
      onUploaded(url);
      toast.success(localize(MESSAGES.uploadedSuccessfully), { id: TOAST_ID });
    } catch (error) {
      toast.error(errorMessage(error, localize(MESSAGES.uploadFailed)), { id: TOAST_ID });
    } finally {
      setPreview(null);
      setProgress(null);
      onBusyChange(false);
    }
  }

  const uploading = progress !== null;
  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    accept: PORTRAIT_ACCEPT,
    maxSize: LIMITS.imageMaxBytes,
    multiple: false,
    noClick: true,
    noKeyboard: true,
    disabled: uploading,
    onDrop: (accepted: File[], rejected: FileRejection[]) => {
      if (rejected.length > 0) toast.error(dropzoneErrorText(rejected[0].errors[0]), { id: TOAST_ID });
      else if (accepted[0]) void upload(accepted[0]);
    },
  });

  const shown = preview ?? value;
  return (
    <div>
      <div className="flex items-baseline">
        <p className={labelClass} id={labelId}>
          {t("posts.portrait")}
        </p>
        <Marker />
      </div>
      <div
        {...getRootProps({
          className: `mt-1.5 flex flex-col items-center gap-5 rounded-xl border border-dashed p-5 sm:flex-row ${
            isDragActive ? "border-accent-600 bg-accent-50" : "border-stone-300 bg-stone-50/60"
          }`,
        })}
      >
        <div className="relative size-36 shrink-0 overflow-hidden rounded-full bg-stone-200 ring-4 ring-white shadow-sm">
          {shown ? (
            <PortraitImage key={shown} src={shown} alt={t("posts.portraitAlt")} className="size-full" />
          ) : (
            <img src={PLACEHOLDER_PORTRAIT} alt="" width={144} height={144} className="size-full object-cover opacity-70" />
          )}
          {uploading ? (
            <span className="absolute inset-0 flex items-center justify-center bg-white/60">
              <LoaderCircle className="size-7 animate-spin text-accent-700" aria-hidden="true" />
            </span>
          ) : null}
        </div>
        <div className="text-center sm:text-left">
          <p className="leading-relaxed text-slate-600">{t("posts.portraitHint")}</p>
          <input {...getInputProps({ "aria-labelledby": labelId })} />
          <button type="button" onClick={open} disabled={uploading} className={`${buttonClass({ variant: "secondary", size: "sm" })} mt-3`}>
            <ImageUp className="size-4" aria-hidden="true" />
            {t(value ? "posts.changePortrait" : "posts.choosePortrait")}
          </button>
          {uploading ? (
            <progress className="mt-3 block h-1.5 w-full max-w-56 accent-accent-700" value={progress} max={1} aria-label={t("posts.portraitProgress")} />
          ) : null}
        </div>
      </div>
    </div>
  );
});
