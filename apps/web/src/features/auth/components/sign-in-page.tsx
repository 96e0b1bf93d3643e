import { useState, type FormEvent } from "react";
import { Link, useLocation } from "react-router";
import { checkSignin } from "@kma/core/users/user-rules";
import { Button } from "../../../components/ui/button";
import { Divider } from "../../../components/ui/divider";
import { TextField } from "../../../components/ui/field";
import { PasswordField } from "../../../components/ui/password-field";
import { paths } from "../../../config/paths";
import { T, useLocalizeMessage, useT } from "../../../lib/i18n";
import { toast, toastError } from "../../../lib/toast";
import { useSignIn } from "../api/sign-in";
import { AuthCard, standaloneLinkClass, textLinkClass } from "./auth-card";
import { GoogleButton } from "./google-button";

export function SignInPage() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const signIn = useSignIn();
  const t = useT();
  const localize = useLocalizeMessage();
  // Keeps ?next= (where to go once signed in) when switching to sign-up.
  const location = useLocation();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { email: email.trim(), password };
    const problem = checkSignin(input);
    if (problem) {
      toast.error(localize(problem));
      return;
    }
    signIn.mutate(input, { onError: (error) => toastError(error, t("messages.anErrorOccurred")) });
  }

  return (
    <AuthCard title={t("auth.signInTitle")} heading={t("auth.signInHeading")} intro={t("auth.signInIntro")}>
      <GoogleButton label={t("auth.signInWithGoogle")} />
      <Divider>{t("auth.orSignInWithEmail")}</Divider>
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
        <div>
          <PasswordField
            label={t("auth.password")}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <div className="mt-2 text-right text-sm">
            <Link to={paths.forgotPassword} className={standaloneLinkClass}>
              {t("auth.forgotPasswordLink")}
            </Link>
          </div>
        </div>
        <Button type="submit" block disabled={signIn.isPending}>
          {t("auth.signInButton")}
        </Button>
      </form>
      <div className="mt-7 space-y-2 text-center text-sm text-slate-600">
        <p>
          <T id="auth.noAccount" components={{ 0: <Link to={`${paths.signup}${location.search}`} className={textLinkClass} /> }} />
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
