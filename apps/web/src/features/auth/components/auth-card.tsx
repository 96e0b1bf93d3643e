import type { ReactNode } from "react";
import { pageTitle } from "../../../config/site";

/** The quiet centred card every account screen sits in. */
export function AuthCard({
  title,
  heading,
  intro,
  before,
  children,
}: {
  title: string;
  heading: string;
  intro?: ReactNode;
  before?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="px-4 py-10 sm:py-16">
      <title>{pageTitle(title)}</title>
      <section className="mx-auto w-full max-w-md rounded-lg border border-stone-200 bg-white p-6 shadow-sm sm:p-9">
        {before}
        <h1 className="font-serif text-[1.7rem] leading-tight text-slate-900 sm:text-3xl">{heading}</h1>
        {intro ? <p className="mt-2 leading-relaxed text-slate-600">{intro}</p> : null}
        <div className="mt-7">{children}</div>
      </section>
    </div>
  );
}

export const textLinkClass = "font-medium text-accent-700 underline-offset-4 hover:text-accent-900 hover:underline";
/** A text link on a line of its own: as tall as a fingertip (44 px). */
export const standaloneLinkClass = `${textLinkClass} inline-flex min-h-11 items-center`;
