import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "./api-client";
import { getSession, updateSession } from "./session";

/** POST /verify-email: the mailed link proves the account's address; a bad or expired link is an ApiError with its sentence. */
export async function verifyEmail(token: string) {
  return apiFetch("/verify-email", { body: { token } });
}

/** POST /resend-verification-email (auth): a new link to the account's own address, or word that it is already proven. */
export async function resendVerificationEmail() {
  return apiFetch("/resend-verification-email", { body: {} });
}

/** Either call ends the notice in this browser once the server says the address is proven. */
const rememberProven = (answer: { email_verified: boolean }) => {
  if (answer.email_verified) updateSession({ email_verified: true });
};

export function useVerifyEmail() {
  return useMutation({
    mutationFn: verifyEmail,
    // The link may belong to another account than the one signed in here: only its own session changes.
    onSuccess: (answer) => {
      const session = getSession();
      if (session.access_token !== null && session.username === answer.username) rememberProven(answer);
    },
  });
}

export function useResendVerificationEmail() {
  return useMutation({ mutationFn: resendVerificationEmail, onSuccess: rememberProven });
}
