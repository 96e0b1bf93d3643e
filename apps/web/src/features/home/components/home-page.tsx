import { Plus } from "lucide-react";
import { ButtonLink } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
import { pageTitle } from "../../../config/site";

/** A welcoming hero for now; the feed (category tabs, cards, most engaged) replaces the body later. */
export function HomePage() {
  return (
    <section className="relative overflow-hidden">
      <title>{pageTitle()}</title>
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[28rem] bg-gradient-to-b from-accent-50 via-paper to-paper" />
      <div className="mx-auto flex max-w-3xl flex-col items-center px-5 pt-16 pb-24 text-center sm:pt-24 sm:pb-32">
        <span aria-hidden="true" className="mb-8 inline-flex size-14 items-center justify-center rounded-full border border-accent-200 bg-white shadow-sm">
          <svg viewBox="0 0 24 24" className="size-7">
            <path d="M12 3c2 2.5 3 4.3 3 5.8A3 3 0 0 1 12 12a3 3 0 0 1-3-3.2C9 7.3 10 5.5 12 3Z" fill="var(--color-candle)" stroke="oklch(0.7 0.1 70)" strokeWidth="0.8" />
            <rect x="9.5" y="13.5" width="5" height="7.5" rx="1" fill="var(--color-accent-700)" />
          </svg>
        </span>
        <h1 className="font-serif text-4xl leading-tight text-slate-900 sm:text-6xl">Keep Memories Alive</h1>
        <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-600 sm:text-xl">
          A quiet place to honour the people we have lost. Publish an obituary or a remembrance, and gather the memories, photos and tributes of everyone who loved them.
        </p>
        <ButtonLink to={paths.postCreate} className="mt-9">
          <Plus className="size-5" aria-hidden="true" />
          Create
        </ButtonLink>
      </div>
    </section>
  );
}
