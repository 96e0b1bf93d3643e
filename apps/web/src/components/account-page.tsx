import type { ReactNode } from "react";
import { pageTitle } from "../config/site";

/** A page of the account area (dashboard, review, settings): its title, heading and intro above its body. */
export function AccountPage({ headingId, title, intro, children }: { headingId: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby={headingId}>
      <title>{pageTitle(title)}</title>
      <h1 id={headingId} className="font-serif text-3xl text-slate-900 sm:text-[2.1rem]">
        {title}
      </h1>
      <p className="mt-1.5 text-slate-600">{intro}</p>
      <div className="mt-6">{children}</div>
    </section>
  );
}
