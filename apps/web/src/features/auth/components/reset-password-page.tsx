import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { checkResetPassword } from "@kma/core/users/user-rules";
import { MESSAGES } from "@kma/core/messages";
import { TIMINGS } from "@kma/core/limits";
import { Button } from "../../../components/ui/button";
import { PasswordField } from "../../../components/ui/password-field";
import { paths } from "../../../config/paths";
import { toast, toastError } from "../../../lib/toast";
import { useResetPassword } from "../api/reset-password";
import { AuthCard, standaloneLinkClass } from "./auth-card";

export function ResetPasswordPage() {
  const { token = "" } = useParams();
  const navigate = useNavigate();
  const [form, setForm] = useState({ new_password: "", confirm_new_password: "" });
  const [done, setDone] = useState(false);
  const reset = useResetPassword();
  const redirectTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkResetPassword(form);
    if (problem) {
      toast.error(problem);
      return;
    }
    reset.mutate(
      { token, ...form },
      {
        onSuccess: (data) => {
          setDone(true);
          toast.success(data?.message || MESSAGES.passwordResetDone);
          redirectTimer.current = window.setTimeout(() => navigate(paths.signin), TIMINGS.redirectAfterResetMs);
        },
        onError: (error) => toastError(error),
      },
    );
  }

  return (
    <AuthCard title="Reset password" heading="Choose a new password" intro="Use 6 to 20 characters with at least one number, one lowercase and one uppercase letter.">
      <form onSubmit={submit} noValidate className="space-y-5">
        <PasswordField label="New Password" name="new_password" autoComplete="new-password" value={form.new_password} onChange={(e) => setForm({ ...form, new_password: e.target.value })} />
        <PasswordField
          label="Confirm Password"
          name="confirm_new_password"
          autoComplete="new-password"
          value={form.confirm_new_password}
          onChange={(e) => setForm({ ...form, confirm_new_password: e.target.value })}
        />
        <Button type="submit" block disabled={reset.isPending || done}>
          Reset Password
        </Button>
      </form>
      <p className="mt-7 text-center text-sm">
        <Link to={paths.home} className={standaloneLinkClass}>
          Go to home page
        </Link>
      </p>
    </AuthCard>
  );
}
