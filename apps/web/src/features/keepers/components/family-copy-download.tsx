import { Archive } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api-client";
import { useLocale, useLocalizeMessage, useT } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { useDownloadFamilyCopy } from "../api/download-family-copy";

/**
 * "Download the family's copy" (decision 029): for a memorial's keepers, on their
 * keepers panel. The ZIP needs the keeper's token, so it is fetched and then saved; its
 * index.html is written in the language the site is read in.
 */
export function FamilyCopyDownload({ blogId }: { blogId: string }) {
  const t = useT();
  const locale = useLocale();
  const localize = useLocalizeMessage();
  const download = useDownloadFamilyCopy();

  function start() {
    const pending = toast.loading(t("familyCopy.preparing"));
    download.mutate(
      { blogId, locale },
      {
        onSuccess: () => toast.success(t("familyCopy.done"), { id: pending }),
        onError: (error) => {
          toast.dismiss(pending);
          // The server's own sentence when it refused (not a keeper any more); otherwise a plain "try again".
          toast.error(error instanceof ApiError && error.status >= 400 && error.status < 500 ? localize(error.message) : t("familyCopy.failed"));
        },
      },
    );
  }

  return (
    <section aria-labelledby="family-copy-heading" className="mt-10 rounded-lg border border-stone-200 bg-white p-4 shadow-xs sm:p-5">
      <h2 id="family-copy-heading" className="font-serif text-xl text-slate-900">
        {t("familyCopy.heading")}
      </h2>
      <p id="family-copy-explain" className="mt-2 leading-relaxed text-slate-600">
        {t("familyCopy.explain")}
      </p>
      <Button
        className="mt-4 max-sm:w-full"
        onClick={start}
        disabled={download.isPending}
        aria-busy={download.isPending}
        aria-describedby="family-copy-explain"
      >
        <Archive className="size-[18px]" aria-hidden="true" />
        {download.isPending ? t("familyCopy.preparing") : t("familyCopy.download")}
      </Button>
    </section>
  );
}
