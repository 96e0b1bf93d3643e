import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { FRESH_SIGN_IN_MINUTES, LEFT_MESSAGES_CHOICES, type LeftMessagesChoice } from "@kma/core/users/account-rules";
import { Dialog } from "../../../components/dialog/dialog";
import { buttonClass } from "../../../components/ui/button";
import { PasswordField } from "../../../components/ui/password-field";
import { paths } from "../../../config/paths";
import { useT, type MessageKey } from "../../../lib/i18n";
import { clearSession } from "../../../lib/session";
import { toast, toastError } from "../../../lib/toast";
import { useDeleteAccount } from "../api/delete-account";

const dangerButtonClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-5 py-2 text-base font-medium text-white shadow-sm transition-colors " +
  "hover:bg-red-800 active:bg-red-900 disabled:cursor-not-allowed disabled:opacity-60";

const CHOICE_TEXTS: Record<LeftMessagesChoice, { label: MessageKey; hint: MessageKey }> = {
  keep: { label: "account.delete.keep", hint: "account.delete.keepHint" },
  delete: { label: "account.delete.remove", hint: "account.delete.removeHint" },
};

/**
 * The last question before an account goes: what happens to the person's words on
 * other families' memorials, and their password (a Google-only account leaves it empty and must
 * have signed in within the last minutes, decision 021). Focus starts on the first choice and
 * stays inside; Escape or the backdrop cancels while nothing is being deleted. Deleted: a toast,
 * the session ends, and home, signed out.
 */
export function DeleteAccountDialog({ onCancel }: { onCancel: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const [messages, setMessages] = useState<LeftMessagesChoice>("keep");
  const [password, setPassword] = useState("");
  const titleId = useId();
  const bodyId = useId();
  const hintId = useId();
  const busy = remove.isPending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const pending = toast.loading(t("account.delete.deleting"));
    remove.mutate(
      { password, messages },
      {
        onSuccess: () => {
          toast.success(t("account.delete.done"), { id: pending, duration: 6000 });
          clearSession();
          queryClient.clear();
          void navigate(paths.home);
        },
        onError: (error) => {
          toast.dismiss(pending);
          toastError(error, t("messages.anErrorOccurred"));
        },
      },
    );
  }

  return (
    <Dialog
      onClose={onCancel}
      dismissable={!busy}
      labelledBy={titleId}
      describedBy={bodyId}
      overlay={{ className: "fixed inset-0 z-[60] flex items-end justify-center p-3 sm:items-center sm:p-4" }}
      backdrop={<div aria-hidden="true" className="absolute inset-0 bg-slate-900/45 backdrop-blur-[1px]" />}
      className="relative max-h-[calc(100dvh-1.5rem)] w-full max-w-lg overflow-y-auto rounded-xl bg-white p-5 shadow-2xl shadow-slate-900/20 sm:p-6"
    >
      <form onSubmit={submit} noValidate>
        <h2 id={titleId} className="font-serif text-xl text-slate-900">
          {t("account.delete.dialogTitle")}
        </h2>
        <p id={bodyId} className="mt-2 leading-relaxed text-slate-600">
          {t("account.delete.dialogText")}
        </p>

        <fieldset className="mt-5">
          <legend className="font-medium text-slate-900">{t("account.delete.leftTitle")}</legend>
          <div className="mt-3 space-y-2">
            {LEFT_MESSAGES_CHOICES.map((choice) => (
              <label
                key={choice}
                className="flex cursor-pointer gap-3 rounded-lg border border-stone-200 p-3 has-[:checked]:border-accent-600 has-[:checked]:bg-accent-50"
              >
                <input
                  type="radio"
                  name="messages"
                  value={choice}
                  checked={messages === choice}
                  onChange={() => setMessages(choice)}
                  className="mt-1 size-4 shrink-0 accent-accent-700"
                />
                <span>
                  <span className="block font-medium text-slate-900">{t(CHOICE_TEXTS[choice].label)}</span>
                  <span className="block text-slate-600">{t(CHOICE_TEXTS[choice].hint)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <PasswordField
          className="mt-5"
          label={t("account.delete.password")}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-describedby={hintId}
        />
        <p id={hintId} className="mt-1.5 leading-relaxed text-slate-600">
          {t("account.delete.passwordHint", { minutes: FRESH_SIGN_IN_MINUTES })}
        </p>

        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onCancel} disabled={busy} className={buttonClass({ variant: "secondary" })}>
            {t("account.delete.cancel")}
          </button>
          <button type="submit" disabled={busy} className={dangerButtonClass}>
            {t("account.delete.confirm")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
