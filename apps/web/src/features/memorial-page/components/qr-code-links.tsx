import { Download } from "lucide-react";
import { useT } from "../../../lib/i18n";
import { qrCodeUrl } from "../lib/service-links";

const link =
  "inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium text-slate-700 hover:bg-stone-100 hover:text-slate-900";

/** The memorial's address as a QR code, to download for cards and headstones (the share panel's foot). */
export function QrCodeLinks({ blogId }: { blogId: string }) {
  const t = useT();
  return (
    <section aria-labelledby={`qr-${blogId}`} className="mt-4 border-t border-stone-200 pt-3">
      <h3 id={`qr-${blogId}`} className="text-xs font-medium text-slate-600">
        {t("keepsakes.qrHeading")}
      </h3>
      <div className="mt-2 flex items-center gap-3">
        <img
          src={qrCodeUrl(blogId, "svg")}
          alt={t("keepsakes.qrAlt")}
          width={96}
          height={96}
          loading="lazy"
          className="size-24 shrink-0 rounded border border-stone-200"
        />
        <div className="flex min-w-0 flex-col gap-1.5">
          <p className="text-xs text-slate-600">{t("keepsakes.qrIntro")}</p>
          <a href={qrCodeUrl(blogId, "png", true)} download className={link}>
            <Download className="size-4" aria-hidden="true" />
            {t("keepsakes.downloadPng")}
          </a>
          <a href={qrCodeUrl(blogId, "svg", true)} download className={link}>
            <Download className="size-4" aria-hidden="true" />
            {t("keepsakes.downloadSvg")}
          </a>
        </div>
      </div>
    </section>
  );
}
