import type { ReactNode } from "react";
import { pageTitle } from "../../../config/site";

/** The heading and white card every settings screen sits in. */
export function SettingsScreen({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby="settings-heading">
      <title>{pageTitle(title)}</title>
      <h1 id="settings-heading" className="font-serif text-3xl text-slate-900 sm:text-[2.1rem]">
        {title}
      </h1>
      <p className="mt-1.5 text-slate-600">{intro}</p>
      <div className="mt-6">{children}</div>
    </section>
  );
}

export function SettingsGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-stone-200 pt-6 first:border-t-0 first:pt-0">
      <legend className="float-left mb-4 w-full font-serif text-lg text-slate-900">{title}</legend>
      <div className="clear-both space-y-5">{children}</div>
    </fieldset>
  );
}
