import { isRouteErrorResponse, useRouteError } from "react-router";
import { RotateCw } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { pageTitle } from "../../../config/site";
import { useT } from "../../../lib/i18n";
import { NotFoundPage } from "./not-found-page";

/**
 * Shown when a screen fails to load or render, most often a code chunk missing after a
 * new release: reloading fetches the current one.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-5 py-24 text-center">
      <title>{pageTitle(t("errors.crashTitle"))}</title>
      <h1 className="font-serif text-3xl text-slate-900">{t("errors.crashTitle")}</h1>
      <p className="mt-4 text-lg text-slate-600">{t("errors.crashText")}</p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        <RotateCw className="size-[18px]" aria-hidden="true" />
        {t("errors.reload")}
      </Button>
    </section>
  );
}
