import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { PAGE_FORMS, type PageFormName, type PageFormState } from "@kma/core/engagement/page-forms";
import { paths } from "../../../config/paths";
import { Spinner } from "../../../components/ui/spinner";
import { pageFormOf } from "../api/page-form";
import type { MemorialPost, VisitorDetails } from "../api/types";
import { PanelLink, PostedNotice } from "./panel-link";
import { LATER_SECTION_CLASS, SectionHeading } from "./section-heading";
import { SidePanel } from "./side-panel";
import { VisitorForm } from "./visitor-form";

type Texts = {
  /** The small capital label over the heading. */
  label: string;
  /** The section's heading, and its panel's title. */
  heading: string;
  /** The write link's words. */
  write: string;
  /** The line under the heading (how many there are). */
  count: string;
  /** The panel's line under its title. */
  intro: string;
  /** The form's text field, its example and its submit button. */
  textLabel: string;
  textPlaceholder: string;
  submitLabel: string;
  /** The thanks for a post that is public at once, in the app's toast and on the page after a post without it. */
  added: string;
};

/** What the memorial page gives the memory wall and the tributes alike. */
export type WritingSectionProps = {
  post: MemorialPost;
  /** The post's query key part (the route's post_id). */
  postKey: string;
  name: string;
  panelOpen: boolean;
  onOpenPanel: () => void;
  onClosePanel: () => void;
  /** What a post of this page's forms without the app came to (decision 037). */
  pageForm?: PageFormState | null;
};

type Props = {
  /** Which of the page's forms (decision 037): it names the section, its panel's #id and the form the server reads. */
  form: PageFormName;
  /** The section's own props, as the memorial page gave them. */
  page: WritingSectionProps;
  texts: Texts;
  writeIcon: LucideIcon;
  /** Under the count line (the memory wall's note that the family reads messages first). */
  countNote?: ReactNode;
  /** The form's check (core's rules) and its send. */
  check: (text: string, details: VisitorDetails, signedIn: boolean) => string | null;
  submit: (text: string, details: VisitorDetails) => Promise<unknown>;
  /** Under the form in the panel (the tributes' whole list). */
  panelExtra?: ReactNode;
  /** What the section lists, with its loading, empty and more states. */
  children: ReactNode;
};

/**
 * The memory wall and the tributes, alike: a heading with its write link, how many there are,
 * the thanks after a post without the app, the section's list, and the panel with the form.
 * The panel and its form work without the app too (decision 037): the write link is a link to
 * the panel's #id, and the form posts to the page's address, ending in that #id, so that a
 * problem comes back with the panel open.
 */
export function WritingSection({ form, page, texts, writeIcon: WriteIcon, countNote, check, submit, panelExtra, children }: Props) {
  const { post, panelOpen, onOpenPanel, onClosePanel, pageForm = null } = page;
  const { panel, section } = PAGE_FORMS[form];
  const { posted, problem } = pageFormOf(pageForm, form);
  return (
    <section id={section} aria-labelledby={`${section}-heading`} className={LATER_SECTION_CLASS}>
      <SectionHeading
        section={section}
        label={texts.label}
        aside={
          <PanelLink panel={panel} onOpen={onOpenPanel}>
            <WriteIcon className="size-[18px]" aria-hidden="true" />
            {texts.write}
          </PanelLink>
        }
      >
        {texts.heading}
      </SectionHeading>
      <p className="mt-2 text-slate-600">{texts.count}</p>
      {countNote}
      <PostedNotice posted={posted} publicMessage={texts.added} />

      {children}

      <SidePanel open={panelOpen} title={texts.heading} onClose={onClosePanel} intro={texts.intro} anchor={{ id: panel, closeHref: `#${section}` }}>
        <VisitorForm
          native={{ action: `${paths.post(post.blog_id)}#${panel}`, name: form }}
          problem={problem}
          textLabel={texts.textLabel}
          textPlaceholder={texts.textPlaceholder}
          submitLabel={texts.submitLabel}
          successMessage={texts.added}
          check={check}
          submit={submit}
        />
        {panelExtra}
      </SidePanel>
    </section>
  );
}

/** While the section's first page is on its way. */
export function SectionLoading({ label }: { label: string }) {
  return (
    <div className="mt-6 flex justify-center">
      <Spinner label={label} />
    </div>
  );
}

/** Nothing written yet: a word and an invitation to be the first. */
export function NothingYet({ title, hint, className }: { title: string; hint: string; className: string }) {
  return (
    <div className={`${className} rounded-xl border border-dashed border-stone-300 bg-white/60 px-6 py-10 text-center`}>
      <p className="font-serif text-xl text-slate-800">{title}</p>
      <p className="mt-2 text-slate-600">{hint}</p>
    </div>
  );
}
