import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { Download, LogOut, Trash2 } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../lib/i18n";
import { toast, toastError } from "../../../lib/toast";
import { paths } from "../../../config/paths";
import { clearSession } from "../../../lib/session";
import { useSignOutEverywhere } from "../../../lib/sign-out";
import { useDownloadMyData } from "../api/download-my-data";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { SettingsScreen } from "./settings-card";

const cardClass = "rounded-xl border bg-white p-5 shadow-xs sm:p-7";
const dangerOutlineClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-red-300 bg-white px-5 py-2 text-base font-medium text-red-800 " +
  "shadow-sm transition-colors hover:bg-red-50 max-sm:w-full";

/** /settings/your-data: "Download my data", "Sign out of every device" and "Delete my account". */
export function YourDataPage() {
  const t = useT();
  const download = useDownloadMyData();
  const signOutEverywhere = useSignOutEverywhere();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);

  function endEverySession() {
    signOutEverywhere.mutate(undefined, {
      onSuccess: () => {
        toast.success(t("account.signOutEverywhere.done"), { duration: 6000 });
        clearSession();
        queryClient.clear();
        void navigate(paths.signin);
      },
      onError: (error) => toastError(error, t("messages.anErrorOccurred")),
    });
  }

  function startDownload() {
    const pending = toast.loading(t("account.download.preparing"));
    download.mutate(undefined, {
      onSuccess: () => toast.success(t("account.download.done"), { id: pending }),
      onError: (error) => {
        toast.dismiss(pending);
        toastError(error, t("messages.anErrorOccurred"));
      },
    });
  }

  return (
    <SettingsScreen title={t("account.title")} intro={t("account.intro")}>
      <div className="max-w-2xl space-y-6">
        <section aria-labelledby="download-heading" className={`${cardClass} border-stone-200`}>
          <h2 id="download-heading" className="font-serif text-xl text-slate-900">
            {t("account.download.title")}
          </h2>
          <p className="mt-2 leading-relaxed text-slate-600">{t("account.download.text")}</p>
          <div className="mt-5">
            <Button onClick={startDownload} disabled={download.isPending} className="max-sm:w-full">
              <Download className="size-[18px]" aria-hidden="true" />
              {download.isPending ? t("account.download.preparing") : t("account.download.button")}
            </Button>
          </div>
        </section>

        <section aria-labelledby="sessions-heading" className={`${cardClass} border-stone-200`}>
          <h2 id="sessions-heading" className="font-serif text-xl text-slate-900">
            {t("account.signOutEverywhere.title")}
          </h2>
          <p className="mt-2 leading-relaxed text-slate-600">{t("account.signOutEverywhere.text")}</p>
          <div className="mt-5">
            <Button variant="secondary" onClick={endEverySession} disabled={signOutEverywhere.isPending} className="max-sm:w-full">
              <LogOut className="size-[18px]" aria-hidden="true" />
              {t("account.signOutEverywhere.button")}
            </Button>
          </div>
        </section>

        <section aria-labelledby="delete-heading" className={`${cardClass} border-red-200`}>
          <h2 id="delete-heading" className="font-serif text-xl text-slate-900">
            {t("account.delete.title")}
          </h2>
          <p className="mt-2 leading-relaxed text-slate-600">{t("account.delete.text")}</p>
          <div className="mt-5">
            <button type="button" onClick={() => setDeleting(true)} className={dangerOutlineClass}>
              <Trash2 className="size-[18px]" aria-hidden="true" />
              {t("account.delete.button")}
            </button>
          </div>
        </section>
      </div>
      {deleting ? <DeleteAccountDialog onCancel={() => setDeleting(false)} /> : null}
    </SettingsScreen>
  );
}
