import { useParams } from "react-router";
import { BellOff } from "lucide-react";
import { Button, ButtonLink } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
import { pageTitle } from "../../../config/site";
import { errorMessage } from "../../../lib/api-client";
import { useLocalizeMessage, useT } from "../../../lib/i18n";
import { useUnsubscribe, useUnsubscribePreview } from "../api/unsubscribe";
import { memorialName } from "../api/types";

/**
 * /unsubscribe/:token, the link in every reminder mail: one button stops them, no
 * sign-in needed, and the page says plainly that they stopped. A button rather than stopping on
 * load, because mail scanners open links; mail clients use the one-click POST of the
 * List-Unsubscribe header instead (RFC 8058, decision 028). The page first asks which memorial
 * the link is for, so the question names it; a link no mail carried says so at once.
 */
export function UnsubscribePage() {
  const { token = "" } = useParams();
  const t = useT();
  const localize = useLocalizeMessage();
  const stop = useUnsubscribe();
  const preview = useUnsubscribePreview(token);
  const failure = stop.error ?? preview.error;

  return (
    <section className="mx-auto w-full max-w-lg px-4 py-12 text-center sm:py-20" aria-live="polite">
      <title>{pageTitle(t("reminders.unsubscribe.title"))}</title>
      <BellOff className="mx-auto size-10 text-accent-600" aria-hidden="true" />
      {stop.isSuccess ? (
        <>
          <h1 className="mt-5 font-serif text-3xl text-slate-900">{t("reminders.unsubscribe.done")}</h1>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">{t("reminders.unsubscribe.doneBody", { name: memorialName(stop.data) })}</p>
          <ButtonLink to={paths.post(stop.data.blog_id)} variant="secondary" className="mt-8">
            {t("reminders.visitMemorial")}
          </ButtonLink>
        </>
      ) : (
        <>
          <h1 className="mt-5 font-serif text-3xl text-slate-900">{t("reminders.unsubscribe.title")}</h1>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">
            {preview.data ? t("reminders.unsubscribe.questionNamed", { name: memorialName(preview.data) }) : t("reminders.unsubscribe.question")}
          </p>
          {failure ? (
            <p role="alert" className="mt-4 text-red-700">
              {localize(errorMessage(failure))}
            </p>
          ) : null}
          {preview.isError ? (
            <ButtonLink to={paths.home} variant="secondary" className="mt-8">
              {t("reminders.goHome")}
            </ButtonLink>
          ) : (
            <Button className="mt-8" onClick={() => stop.mutate(token)} disabled={stop.isPending}>
              {stop.isPending ? t("reminders.unsubscribe.working") : t("reminders.unsubscribe.button")}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
