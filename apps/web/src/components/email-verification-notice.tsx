import { useId, useState } from "react";
import { Mail } from "lucide-react";
import { Button } from "./ui/button";
import { errorMessage } from "../lib/api-client";
import { useLocalizeMessage, useT } from "../lib/i18n";
import { useSession } from "../lib/session";
import { useResendVerificationEmail } from "../lib/email-verification";

/**
 * A calm line above the dashboard and settings while the signed-in account's address is unproven
 * (decision 034): the account works, but reminders and invitations wait for the mailed link. One
 * button sends the link again; the notice goes once the server says the address is proven.
 */
export function EmailVerificationNotice() {
  const t = useT();
  const localize = useLocalizeMessage();
  const session = useSession();
  const resend = useResendVerificationEmail();
  const [note, setNote] = useState<string | null>(null);
  const textId = useId();

  if (session.access_token === null || session.email_verified !== false) return null;

  function sendAgain() {
    setNote(null);
    resend.mutate(undefined, {
      onSuccess: (answer) => setNote(answer.sent ? t("auth.verify.sent") : null),
      onError: (error) => setNote(localize(errorMessage(error))),
    });
  }

  return (
    <section aria-labelledby={textId} className="mb-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-slate-800">
      <div className="flex flex-wrap items-start gap-3">
        <Mail className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
        <p id={textId} className="min-w-0 flex-1 basis-60 text-base leading-relaxed">
          {t("auth.verify.notice")}
        </p>
        <Button variant="secondary" size="sm" onClick={sendAgain} disabled={resend.isPending} className="max-sm:w-full">
          {resend.isPending ? t("auth.verify.sending") : t("auth.verify.resend")}
        </Button>
      </div>
      <p role="status" className="mt-2 text-base text-slate-700 empty:hidden">
        {note}
      </p>
    </section>
  );
}
