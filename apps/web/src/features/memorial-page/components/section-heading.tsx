import type { ReactNode } from "react";
import { PAGE_FORMS } from "@kma/core/engagement/page-forms";

/**
 * The page's section ids: nav buttons scroll to them (not #memorial or #tribute, which open
 * panels). The server sends a visitor back to the memory wall's and the tributes' after a post
 * without the app (decision 037), so those two are core's.
 */
export const SECTION_IDS = {
  memorial: "memorial-story",
  services: "services",
  photos: "photos",
  memoryWall: PAGE_FORMS.memorial.section,
  tributes: PAGE_FORMS.tribute.section,
  contact: "contact",
} as const;
export type SectionId = (typeof SECTION_IDS)[keyof typeof SECTION_IDS];

/**
 * The class of the sections after the services (photos, Memory Wall, tributes, contact). On the
 * server's HTML, before the app runs, the browser styles and lays them out only as the reader
 * nears them (decision 032): on a phone they were a third of the page's first layout. Once the
 * app runs they are drawn like the rest, so a smooth scroll to a section measures the sections
 * it passes at their real height, and nothing the app opens is framed by them.
 */
export const LATER_SECTION_CLASS =
  "scroll-mt-16 [content-visibility:auto] [contain-intrinsic-size:auto_500px] [html[data-app-ready]_&]:[content-visibility:visible]";

export const headingIdFor = (section: SectionId) => `${section}-heading`;

/**
 * A section's small capital label and its heading. The heading takes focus (tabIndex -1) when
 * a nav button brings the section into view, so keyboard and screen-reader users land there too.
 */
export function SectionHeading({ section, label, children, aside }: { section: SectionId; label: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <p className="text-xs font-semibold tracking-[0.2em] [&:lang(ta)]:tracking-normal text-accent-700 uppercase">{label}</p>
        <h2 id={headingIdFor(section)} tabIndex={-1} className="mt-1.5 font-serif text-[1.7rem] leading-tight text-slate-900 focus:outline-none sm:text-3xl">
          {children}
        </h2>
      </div>
      {aside}
    </div>
  );
}

/** Smoothly scrolls to a section (instantly when the visitor prefers less motion), then focuses its heading. */
export function scrollToSection(section: SectionId) {
  const target = document.getElementById(section);
  if (!target) return;
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  target.scrollIntoView?.({ behavior: reduce ? "auto" : "smooth", block: "start" });
  document.getElementById(headingIdFor(section))?.focus({ preventScroll: true });
}
