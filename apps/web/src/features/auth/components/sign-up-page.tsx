import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { ArrowLeft, Mail } from "lucide-react";
import { checkSignup } from "@kma/core/users/user-rules";
import { Button } from "../../../components/ui/button";
import { Divider } from "../../../components/ui/divider";
import { TextField } from "../../../components/ui/field";
import { PasswordField } from "../../../components/ui/password-field";
import { paths } from "../../../config/paths";
import { toast, toastError } from "../../../lib/toast";
import { useSignUp } from "../api/sign-up";
import { AuthCard, standaloneLinkClass, textLinkClass } from "./auth-card";
import { GoogleButton } from "./google-button";

function FooterLinks() {
  return (
    <div className="mt-7 space-y-2 text-center text-sm text-slate-600">
      <p>
        Already have an account?{" "}
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
  );
}

/** Two steps (SPEC.md section 4): choose Google or e-mail, then the e-mail form. */
export function SignUpPage() {
  const [step, setStep] = useState<"choose" | "email">("choose");
  const [form, setForm] = useState({ firstname: "", lastname: "", email: "", password: "" });
  const signUp = useSignUp();
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [key]: event.target.value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { firstname: form.firstname.trim(), lastname: form.lastname.trim(), email: form.email.trim(), password: form.password };
    const problem = checkSignup(input);
    if (problem) {
      toast.error(problem);
      return;
    }
    signUp.mutate(input, { onError: (error) => toastError(error) });
  }

  if (step === "choose") {
    return (
      <AuthCard title="Sign up" heading="Create your account" intro="An account lets you publish memorials, keep drafts and hear when family and friends leave a tribute.">
        <GoogleButton label="Sign up with Google" />
        <Divider>OR</Divider>
        <Button variant="primary" block onClick={() => setStep("email")}>
          <Mail className="size-[18px]" aria-hidden="true" />
          Continue with email
        </Button>
        <FooterLinks />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Sign up"
      heading="Sign up with email"
      before={
        <button
          type="button"
          onClick={() => setStep("choose")}
          aria-label="Back"
          className="-ml-2 mb-3 inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-stone-100 hover:text-slate-900"
        >
          <ArrowLeft className="size-5" aria-hidden="true" />
        </button>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="First Name" name="firstname" autoComplete="given-name" value={form.firstname} onChange={set("firstname")} />
          <TextField label="Last Name" name="lastname" autoComplete="family-name" value={form.lastname} onChange={set("lastname")} />
        </div>
        <TextField label="Email Address" name="email" type="email" autoComplete="email" inputMode="email" value={form.email} onChange={set("email")} />
        <PasswordField label="Password" name="password" autoComplete="new-password" value={form.password} onChange={set("password")} />
        <Button type="submit" block disabled={signUp.isPending}>
          Create Account
        </Button>
      </form>
      <FooterLinks />
    </AuthCard>
  );
}
