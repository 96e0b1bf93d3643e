import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { checkResetPassword } from "@kma/core/users/user-rules";
import { TIMINGS } from "@kma/core/limits";
import { Button } from "../../../components/ui/button";
import { PasswordField } from "../../../components/ui/password-field";
import { paths } from "../../../config/paths";
import { useLocalizeMessage, useT } from "../../../lib/i18n";
import { toast, toastError } from "../../../lib/toast";
import { useResetPassword } from "../api/reset-password";
import { AuthCard, standaloneLinkClass } from "./auth-card";

export function ResetPasswordPage() {
  const { token = "" } = useParams();
  const navigate = useNavigate();
  const [form, setForm] = useState({ new_password: "", confirm_new_password: "" });
  const [done, setDone] = useState(false);
  const reset = useResetPassword();
  const t = useT();
  const localize = useLocalizeMessage();
  const redirectTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkResetPassword(form);
    if (problem) {
      toast.error(localize(problem));
      return;
    }
    reset.mutate(
      { token, ...form },
      {
        onSuccess: (data) => {
          setDone(true);
          toast.success(data?.message ? localize(data.message) : t("messages.passwordResetDone"));
          redirectTimer.current = window.setTimeout(() => navigate(paths.signin), TIMINGS.redirectAfterResetMs);
        },
        onError: (error) => toastError(error, t("messages.anErrorOccurred")),
      },
    );
  }

  return (
    <AuthCard title={t("auth.resetTitle")} heading={t("auth.resetHeading")} intro={t("auth.resetIntro")}>
      <form onSubmit={submit} noValidate className="space-y-5">
        <PasswordField
          label={t("auth.newPassword")}
          name="new_password"
          autoComplete="new-password"
          value={form.new_password}
          onChange={(e) => setForm({ ...form, new_password: e.target.value })}
        />
        <PasswordField
          label={t("auth.confirmPassword")}
          name="confirm_new_password"
          autoComplete="new-password"
          value={form.confirm_new_password}
          onChange={(e) => setForm({ ...form, confirm_new_password: e.target.value })}
        />
        <Button type="submit" block disabled={reset.isPending || done}>
          {t("auth.resetButton")}
        </Button>
      </form>
      <p className="mt-7 text-center text-sm">
        <Link to={paths.home} className={standaloneLinkClass}>
          {t("auth.goHome")}
        </Link>
      </p>
    </AuthCard>
  );
}
