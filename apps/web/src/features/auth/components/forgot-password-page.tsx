import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { checkForgotPassword } from "@kma/core/users/user-rules";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { paths } from "../../../config/paths";
import { T, useLocalizeMessage, useT } from "../../../lib/i18n";
import { toast, toastError } from "../../../lib/toast";
import { useForgotPassword } from "../api/forgot-password";
import { AuthCard, standaloneLinkClass, textLinkClass } from "./auth-card";

export function ForgotPasswordPage() {
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState(false);
  const forgot = useForgotPassword();
  const t = useT();
  const localize = useLocalizeMessage();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { email: email.trim() };
    const problem = checkForgotPassword(input);
    if (problem) {
      toast.error(localize(problem));
      return;
    }
    setSent(false);
    forgot.mutate(input, {
      onSuccess: () => {
        setSent(true);
        setEmail("");
      },
      onError: (error) => toastError(error, t("messages.anErrorOccurred")),
    });
  }

  return (
    <AuthCard title={t("auth.forgotTitle")} heading={t("auth.forgotHeading")} intro={t("auth.forgotIntro")}>
      <form onSubmit={submit} noValidate className="space-y-5">
        <TextField
          label={t("auth.emailAddress")}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <div role="status" aria-live="polite">
          {sent ? (
            <p className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800">{t("messages.resetMailSent")}</p>
          ) : null}
        </div>
        <Button type="submit" block disabled={forgot.isPending}>
          {t("auth.recover")}
        </Button>
      </form>
      <div className="mt-7 space-y-2 text-center text-sm text-slate-600">
        <p>
          <T id="auth.rememberedIt" components={{ 0: <Link to={paths.signin} className={textLinkClass} /> }} />
        </p>
        <p>
          <Link to={paths.home} className={standaloneLinkClass}>
            {t("auth.goHome")}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
