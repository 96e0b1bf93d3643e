import { House } from "lucide-react";
import { ButtonLink } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
import { pageTitle } from "../../../config/site";
import { useT } from "../../../lib/i18n";

/** docs/spec.md: 'Page Not Found – Sorry, …' is one sentence; the dash is for screen readers, the break for the eye. */
export function NotFoundPage() {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-5 py-20 text-center sm:py-28">
      <title>{pageTitle(t("errors.notFoundTitle"))}</title>
      <p aria-hidden="true" className="font-serif text-6xl text-accent-500 sm:text-7xl">
        404
      </p>
      <h1 className="mt-4">
        <span className="block font-serif text-3xl text-slate-900 sm:text-4xl">{t("errors.notFoundTitle")}</span>
        <span className="sr-only"> – </span>
        <span className="mt-4 block text-lg leading-relaxed font-normal text-slate-600">{t("errors.notFoundText")}</span>
      </h1>
      <ButtonLink to={paths.home} className="mt-9">
        <House className="size-[18px]" aria-hidden="true" />
        {t("errors.homePage")}
      </ButtonLink>
    </section>
  );
}
