import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { checkForgotPassword } from "@kma/core/users/user-rules";
import { MESSAGES } from "@kma/core/messages";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { paths } from "../../../config/paths";
import { toast, toastError } from "../../../lib/toast";
import { useForgotPassword } from "../api/forgot-password";
import { AuthCard, standaloneLinkClass, textLinkClass } from "./auth-card";

export function ForgotPasswordPage() {
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState(false);
  const forgot = useForgotPassword();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { email: email.trim() };
    const problem = checkForgotPassword(input);
    if (problem) {
      toast.error(problem);
      return;
    }
    setSent(false);
    forgot.mutate(input, {
      onSuccess: () => {
        setSent(true);
        setEmail("");
      },
      onError: (error) => toastError(error),
    });
  }

  return (
    <AuthCard title="Forgot password" heading="Forgot your password?" intro="Enter the e-mail address of your account and we will send you a link to choose a new password.">
      <form onSubmit={submit} noValidate className="space-y-5">
        <TextField label="Email Address" name="email" type="email" autoComplete="email" inputMode="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <div role="status" aria-live="polite">
          {sent ? <p className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800">{MESSAGES.resetMailSent}</p> : null}
        </div>
        <Button type="submit" block disabled={forgot.isPending}>
          Recover
        </Button>
      </form>
      <div className="mt-7 space-y-2 text-center text-sm text-slate-600">
        <p>
          Remembered it?{" "}
          <Link to={paths.signin} className={textLinkClass}>
            Sign in
          </Link>
        </p>
        <p>
          <Link to={paths.home} className={standaloneLinkClass}>
            Go to home page
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
