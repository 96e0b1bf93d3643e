import { useEffect, useRef } from "react";
import { useParams } from "react-router";
import { BellRing } from "lucide-react";
import { ButtonLink } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
import { pageTitle } from "../../../config/site";
import { errorMessage } from "../../../lib/api-client";
import { useLocalizeMessage, useT } from "../../../lib/i18n";
import { useConfirmFollow } from "../api/confirm-follow";
import { memorialName } from "../api/types";

/**
 * /follow/confirm/:token, the link in the confirmation mail: opening it is the
 * confirmation, so the page confirms at once and says that it worked, for which memorial.
 */
export function ConfirmFollowPage() {
  const { token = "" } = useParams();
  const t = useT();
  const localize = useLocalizeMessage();
  const confirm = useConfirmFollow();
  const asked = useRef(false);

  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (asked.current) return;
    asked.current = true;
    confirm.mutate(token);
  }, [confirm, token]);

  return (
    <section className="mx-auto w-full max-w-lg px-4 py-12 text-center sm:py-20" aria-live="polite">
      <title>{pageTitle(t("reminders.confirm.title"))}</title>
      <BellRing className="mx-auto size-10 text-accent-600" aria-hidden="true" />
      {confirm.isSuccess ? (
        <>
          <h1 className="mt-5 font-serif text-3xl text-slate-900">{t("reminders.confirm.done")}</h1>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">{t("reminders.confirm.doneBody", { name: memorialName(confirm.data) })}</p>
          <ButtonLink to={paths.post(confirm.data.blog_id)} className="mt-8">
            {t("reminders.visitMemorial")}
          </ButtonLink>
        </>
      ) : confirm.isError ? (
        <>
          <h1 className="mt-5 font-serif text-3xl text-slate-900">{t("reminders.confirm.title")}</h1>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">{localize(errorMessage(confirm.error))}</p>
          <ButtonLink to={paths.home} className="mt-8">
            {t("reminders.goHome")}
          </ButtonLink>
        </>
      ) : (
        <>
          <h1 className="mt-5 font-serif text-3xl text-slate-900">{t("reminders.confirm.title")}</h1>
          <p className="mt-4 text-lg text-slate-600">{t("reminders.confirm.working")}</p>
        </>
      )}
    </section>
  );
}
