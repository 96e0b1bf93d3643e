import { useState } from "react";
import { FileDown, ImageDown } from "lucide-react";
import { apiBlob } from "../../../../lib/api-client";
import { useLocale, useT, type MessageKey } from "../../../../lib/i18n";
import { toast } from "../../../../lib/toast";
import { noticeFileName, noticePath, noticeUrl, type NoticeFormat } from "../../lib/notice-links";

const pillClass =
  "inline-flex h-11 items-center gap-2 rounded-full border border-stone-300 bg-white px-4 text-sm font-medium text-slate-700 shadow-xs hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-700 disabled:opacity-60";

const FORMATS: Array<{ format: NoticeFormat; label: MessageKey; hint: MessageKey; Icon: typeof FileDown }> = [
  { format: "pdf", label: "notice.actions.print", hint: "notice.actions.printHint", Icon: FileDown },
  { format: "jpg", label: "notice.actions.image", hint: "notice.actions.imageHint", Icon: ImageDown },
];

/** Saves a Blob under a name, the way a download link would. */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start reading it before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * 'Print notice' (an A4 PDF) and 'Notice image' (a 1080x1350 JPEG for WhatsApp), drawn by the
 * server in the page's language (decision 023). A published memorial's are plain download
 * links, which work before the page's script runs; a draft's need the keeper's token, so they
 * are fetched and then saved.
 */
export function NoticeDownloads({ blogId, draft }: { blogId: string; draft: boolean }) {
  const t = useT();
  const locale = useLocale();
  const [busy, setBusy] = useState<NoticeFormat | null>(null);

  async function download(format: NoticeFormat) {
    setBusy(format);
    try {
      save(await apiBlob(noticePath(blogId, format, locale)), noticeFileName(blogId, format, locale));
    } catch {
      toast.error(t("notice.actions.failed"));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div role="group" aria-label={t("notice.actions.label")} className="flex flex-wrap items-center justify-center gap-2.5">
      {FORMATS.map(({ format, label, hint, Icon }) =>
        draft ? (
          <button
            key={format}
            type="button"
            className={pillClass}
            title={t(hint)}
            disabled={busy !== null}
            aria-busy={busy === format}
            onClick={() => void download(format)}
          >
            <Icon className="size-[18px]" aria-hidden="true" />
            {busy === format ? t("notice.actions.preparing") : t(label)}
          </button>
        ) : (
          <a key={format} className={pillClass} href={noticeUrl(blogId, format, locale)} download={noticeFileName(blogId, format, locale)} title={t(hint)}>
            <Icon className="size-[18px]" aria-hidden="true" />
            {t(label)}
          </a>
        ),
      )}
    </div>
  );
}
