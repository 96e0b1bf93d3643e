import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { checkSignin } from "@kma/core/users/user-rules";
import { Button } from "../../../components/ui/button";
import { Divider } from "../../../components/ui/divider";
import { TextField } from "../../../components/ui/field";
import { PasswordField } from "../../../components/ui/password-field";
import { paths } from "../../../config/paths";
import { toast, toastError } from "../../../lib/toast";
import { useSignIn } from "../api/sign-in";
import { AuthCard, standaloneLinkClass, textLinkClass } from "./auth-card";
import { GoogleButton } from "./google-button";

export function SignInPage() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const signIn = useSignIn();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { email: email.trim(), password };
    const problem = checkSignin(input);
    if (problem) {
      toast.error(problem);
      return;
    }
    signIn.mutate(input, { onError: (error) => toastError(error) });
  }

  return (
    <AuthCard title="Sign in" heading="Sign in to your account" intro="Welcome back. Sign in to write and look after the memorials you keep.">
      <GoogleButton label="Sign in with Google" />
      <Divider>or sign in with email</Divider>
      <form onSubmit={submit} noValidate className="space-y-5">
        <TextField label="Email Address" name="email" type="email" autoComplete="email" inputMode="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <div>
          <PasswordField label="Password" name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          <div className="mt-2 text-right text-sm">
            <Link to={paths.forgotPassword} className={standaloneLinkClass}>
              Forgot password
            </Link>
          </div>
        </div>
        <Button type="submit" block disabled={signIn.isPending}>
          Sign In
        </Button>
      </form>
      <div className="mt-7 space-y-2 text-center text-sm text-slate-600">
        <p>
          Don&rsquo;t have an account?{" "}
          <Link to={paths.signup} className={textLinkClass}>
            Sign up
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
