import { useState, type FormEvent } from "react";
import { ShieldCheck } from "lucide-react";
import { checkChangePassword } from "@kma/core/users/user-rules";
import { Button } from "../../../components/ui/button";
import { PasswordField } from "../../../components/ui/password-field";
import { useLocalizeMessage, useT } from "../../../lib/i18n";
import { toast, toastError } from "../../../lib/toast";
import { useChangePassword } from "../api/change-password";
import { SettingsScreen } from "./settings-card";

/** /settings/change-password (docs/spec.md "Settings", section 5): current and new password, each with show/hide. */
export function ChangePasswordPage() {
  const [currentPassword, setCurrent] = useState("");
  const [newPassword, setNew] = useState("");
  const change = useChangePassword();
  const t = useT();
  const localize = useLocalizeMessage();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { currentPassword, newPassword };
    const problem = checkChangePassword(input);
    if (problem) {
      toast.error(localize(problem));
      return;
    }
    change.mutate(input, {
      onSuccess: () => {
        toast.success(t("messages.passwordUpdated"));
        setCurrent("");
        setNew("");
      },
      onError: (error) => toastError(error, t("messages.anErrorOccurred")),
    });
  }

  return (
    <SettingsScreen title={t("settings.changePassword")} intro={t("settings.changePasswordIntro")}>
      <div className="max-w-xl rounded-xl border border-stone-200 bg-white p-5 shadow-xs sm:p-8">
        <form onSubmit={submit} noValidate className="space-y-5">
          <PasswordField
            label={t("settings.currentPassword")}
            name="currentPassword"
            autoComplete="current-password"
            value={currentPassword}
            onChange={(event) => setCurrent(event.target.value)}
          />
          <PasswordField
            label={t("settings.newPassword")}
            name="newPassword"
            autoComplete="new-password"
            value={newPassword}
            onChange={(event) => setNew(event.target.value)}
          />
          <p className="flex gap-2 leading-relaxed text-slate-600">
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-accent-700" aria-hidden="true" />
            {t("settings.passwordHint")}
          </p>
          <div className="flex justify-end border-t border-stone-200 pt-5">
            <Button type="submit" disabled={change.isPending} className="max-sm:w-full">
              {t("settings.changePassword")}
            </Button>
          </div>
        </form>
      </div>
    </SettingsScreen>
  );
}
