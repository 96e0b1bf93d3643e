import { useState, type FormEvent } from "react";
import { ShieldCheck } from "lucide-react";
import { MESSAGES } from "@kma/core/messages";
import { checkChangePassword } from "@kma/core/users/user-rules";
import { Button } from "../../../components/ui/button";
import { PasswordField } from "../../../components/ui/password-field";
import { toast, toastError } from "../../../lib/toast";
import { useChangePassword } from "../api/change-password";
import { SettingsScreen } from "./settings-card";

/** /settings/change-password (SPEC.md "Settings", section 5): current and new password, each with show/hide. */
export function ChangePasswordPage() {
  const [currentPassword, setCurrent] = useState("");
  const [newPassword, setNew] = useState("");
  const change = useChangePassword();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { currentPassword, newPassword };
    const problem = checkChangePassword(input);
    if (problem) {
      toast.error(problem);
      return;
    }
    change.mutate(input, {
      onSuccess: () => {
        toast.success(MESSAGES.passwordUpdated);
        setCurrent("");
        setNew("");
      },
      onError: (error) => toastError(error),
    });
  }

  return (
    <SettingsScreen title="Change Password" intro="Choose a new password for signing in. Your other devices will be signed out.">
      <div className="max-w-xl rounded-xl border border-stone-200 bg-white p-5 shadow-xs sm:p-8">
        <form onSubmit={submit} noValidate className="space-y-5">
          <PasswordField label="Current Password" name="currentPassword" autoComplete="current-password" value={currentPassword} onChange={(event) => setCurrent(event.target.value)} />
          <PasswordField label="New Password" name="newPassword" autoComplete="new-password" value={newPassword} onChange={(event) => setNew(event.target.value)} />
          <p className="flex gap-2 leading-relaxed text-slate-600">
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-accent-700" aria-hidden="true" />
            6 to 20 characters, with a number, a lowercase and an uppercase letter.
          </p>
          <div className="flex justify-end border-t border-stone-200 pt-5">
            <Button type="submit" disabled={change.isPending} className="max-sm:w-full">
              Change Password
            </Button>
          </div>
        </form>
      </div>
    </SettingsScreen>
  );
}
