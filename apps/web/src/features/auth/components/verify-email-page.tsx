import { useEffect, useRef } from "react";
import { useParams } from "react-router";
import { MailCheck } from "lucide-react";
import { ButtonLink } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
import { pageTitle } from "../../../config/site";
import { errorMessage } from "../../../lib/api-client";
import { useLocalizeMessage, useT } from "../../../lib/i18n";
import { useSession } from "../../../lib/session";
import { useVerifyEmail } from "../../../lib/email-verification";

/**
 * /verify-email/:token, the link in the mail sent after sign-up (decision 034): opening it is the
 * proof, so the page proves the address at once and says that it worked, or why the link does not.
 */
export function VerifyEmailPage() {
  const { token = "" } = useParams();
  const t = useT();
  const localize = useLocalizeMessage();
  const session = useSession();
  const verify = useVerifyEmail();
  const asked = useRef(false);

  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (asked.current) return;
    asked.current = true;
    verify.mutate(token);
  }, [verify, token]);

  const onward =
    session.access_token !== null ? (
      <ButtonLink to={paths.settingsEditProfile} className="mt-8">
        {t("auth.verify.goSettings")}
      </ButtonLink>
    ) : (
      <ButtonLink to={paths.home} className="mt-8">
        {t("auth.verify.goHome")}
      </ButtonLink>
    );

  return (
    <section className="mx-auto w-full max-w-lg px-4 py-12 text-center sm:py-20" aria-live="polite">
      <title>{pageTitle(t("auth.verify.title"))}</title>
      <MailCheck className="mx-auto size-10 text-accent-600" aria-hidden="true" />
      {verify.isSuccess ? (
        <>
          <h1 className="mt-5 font-serif text-3xl text-slate-900">{t("auth.verify.done")}</h1>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">{t("auth.verify.doneBody")}</p>
          {onward}
        </>
      ) : verify.isError ? (
        <>
          <h1 className="mt-5 font-serif text-3xl text-slate-900">{t("auth.verify.title")}</h1>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">{localize(errorMessage(verify.error))}</p>
          {onward}
        </>
      ) : (
        <>
          <h1 className="mt-5 font-serif text-3xl text-slate-900">{t("auth.verify.title")}</h1>
          <p className="mt-4 text-lg text-slate-600">{t("auth.verify.working")}</p>
        </>
      )}
    </section>
  );
}
