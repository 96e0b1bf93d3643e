import { useState, type FormEvent } from "react";
import { Link, useLocation } from "react-router";
import { ArrowLeft, Mail } from "lucide-react";
import { checkSignup } from "@kma/core/users/user-rules";
import { Button } from "../../../components/ui/button";
import { Divider } from "../../../components/ui/divider";
import { TextField } from "../../../components/ui/field";
import { PasswordField } from "../../../components/ui/password-field";
import { paths } from "../../../config/paths";
import { T, useLocalizeMessage, useT } from "../../../lib/i18n";
import { toast, toastError } from "../../../lib/toast";
import { useSignUp } from "../api/sign-up";
import { AuthCard, standaloneLinkClass, textLinkClass } from "./auth-card";
import { GoogleButton } from "./google-button";

function FooterLinks() {
  const t = useT();
  // Keeps ?next= (where to go once signed in) when switching between sign-in and sign-up.
  const location = useLocation();
  return (
    <div className="mt-7 space-y-2 text-center text-sm text-slate-600">
      {/* Fine print, marked as such (the 16 px body-text rule of e2e/reading.ts leaves <small> out). */}
      <p className="leading-relaxed">
        <small className="text-sm">
          <T
            id="account.signupAgreement"
            components={{ 0: <Link to={paths.terms} className={textLinkClass} />, 1: <Link to={paths.privacy} className={textLinkClass} /> }}
          />
        </small>
      </p>
      <p>
        <T id="auth.haveAccount" components={{ 0: <Link to={`${paths.signin}${location.search}`} className={textLinkClass} /> }} />
      </p>
      <p>
        <Link to={paths.home} className={standaloneLinkClass}>
          {t("auth.goHome")}
        </Link>
      </p>
    </div>
  );
}

/** Two steps (docs/spec.md section 4): choose Google or e-mail, then the e-mail form. */
export function SignUpPage() {
  const [step, setStep] = useState<"choose" | "email">("choose");
  const [form, setForm] = useState({ firstname: "", lastname: "", email: "", password: "" });
  const signUp = useSignUp();
  const t = useT();
  const localize = useLocalizeMessage();
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [key]: event.target.value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { firstname: form.firstname.trim(), lastname: form.lastname.trim(), email: form.email.trim(), password: form.password };
    const problem = checkSignup(input);
    if (problem) {
      toast.error(localize(problem));
      return;
    }
    signUp.mutate(input, { onError: (error) => toastError(error, t("messages.anErrorOccurred")) });
  }

  if (step === "choose") {
    return (
      <AuthCard title={t("auth.signUpTitle")} heading={t("auth.signUpHeading")} intro={t("auth.signUpIntro")}>
        <GoogleButton label={t("auth.signUpWithGoogle")} />
        <Divider>{t("auth.or")}</Divider>
        <Button variant="primary" block onClick={() => setStep("email")}>
          <Mail className="size-[18px]" aria-hidden="true" />
          {t("auth.continueWithEmail")}
        </Button>
        <FooterLinks />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t("auth.signUpTitle")}
      heading={t("auth.signUpEmailHeading")}
      before={
        <button
          type="button"
          onClick={() => setStep("choose")}
          aria-label={t("auth.back")}
          className="-ml-2 mb-3 inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-stone-100 hover:text-slate-900"
        >
          <ArrowLeft className="size-5" aria-hidden="true" />
        </button>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={t("auth.firstName")} name="firstname" autoComplete="given-name" value={form.firstname} onChange={set("firstname")} />
          <TextField label={t("auth.lastName")} name="lastname" autoComplete="family-name" value={form.lastname} onChange={set("lastname")} />
        </div>
        <TextField label={t("auth.emailAddress")} name="email" type="email" autoComplete="email" inputMode="email" value={form.email} onChange={set("email")} />
        <PasswordField label={t("auth.password")} name="password" autoComplete="new-password" value={form.password} onChange={set("password")} />
        <Button type="submit" block disabled={signUp.isPending}>
          {t("auth.createAccount")}
        </Button>
      </form>
      <FooterLinks />
    </AuthCard>
  );
}
