import type { ReactNode } from "react";
import { pageTitle } from "../../config/site";

/**
 * A screen whose feature is not built yet: its heading and one honest line about what
 * will be there. Nothing on it pretends to work.
 */
export function PlaceholderScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-16 sm:px-6 sm:py-24">
      <title>{pageTitle(title)}</title>
      <h1 className="font-serif text-3xl text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-prose text-lg leading-relaxed text-slate-600">{children}</p>
    </section>
  );
}
