import { useT } from "../../../lib/i18n";
import type { MemorialPost } from "../api/types";
import { storyParagraphs } from "../lib/story-paragraphs";
import { FollowMemorial } from "./reminders/follow-memorial";
import { RemembranceDates } from "./remembrance/remembrance-dates";
import { SECTION_IDS, SectionHeading } from "./section-heading";

function Facts({ post }: { post: MemorialPost }) {
  const t = useT();
  const education = [post.primaryschool, post.highschool, post.university].map((s) => s.trim()).filter(Boolean);
  const predeceased = post.predeceasedmembers.filter((m) => m.predeceasedmembername.trim());
  const career = post.career.trim();
  if (education.length === 0 && !career && predeceased.length === 0) return null;
  return (
    <aside aria-label={t("memorial.story.life")} className="rounded-xl border border-stone-200 bg-white p-5 shadow-xs">
      <dl className="space-y-5 text-base">
        {education.length > 0 ? (
          <div>
            <dt className="text-xs font-semibold tracking-[0.18em] [&:lang(ta)]:tracking-normal text-slate-500 uppercase">{t("memorial.story.education")}</dt>
            {education.map((school) => (
              <dd key={school} className="mt-1 text-slate-800">
                {school}
              </dd>
            ))}
          </div>
        ) : null}
        {career ? (
          <div>
            <dt className="text-xs font-semibold tracking-[0.18em] [&:lang(ta)]:tracking-normal text-slate-500 uppercase">{t("memorial.story.career")}</dt>
            <dd className="mt-1 whitespace-pre-line text-slate-800">{career}</dd>
          </div>
        ) : null}
        {predeceased.length > 0 ? (
          <div>
            <dt className="text-xs font-semibold tracking-[0.18em] [&:lang(ta)]:tracking-normal text-slate-500 uppercase">{t("memorial.story.predeceased")}</dt>
            {predeceased.map((m, i) => (
              <dd key={`${m.predeceasedmembername}-${i}`} className="mt-1 text-slate-800">
                {m.predeceasedmembername}
                {m.predeceasedmemberrelationship ? <span className="text-slate-500"> ({m.predeceasedmemberrelationship})</span> : null}
              </dd>
            ))}
          </div>
        ) : null}
      </dl>
    </aside>
  );
}

/**
 * 'Remembering {name} — {His} story': the family's story, a paragraph per blank-line-separated
 * block. `possessive` ("His") and `possessiveLower` ("his") come in the page's language.
 */
export function StorySection({
  post,
  firstName,
  possessive,
  possessiveLower,
}: {
  post: MemorialPost;
  firstName: string;
  possessive: string;
  possessiveLower: string;
}) {
  const t = useT();
  const paragraphs = storyParagraphs(post.memorywall);
  return (
    <section id={SECTION_IDS.memorial} aria-labelledby={`${SECTION_IDS.memorial}-heading`} className="scroll-mt-16">
      <SectionHeading section={SECTION_IDS.memorial} label={t("memorial.story.label")}>
        {t("memorial.story.heading", { firstName, possessive })}
      </SectionHeading>
      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_300px]">
        <div className="max-w-prose space-y-5 font-serif text-lg leading-relaxed text-slate-800">
          {paragraphs.length > 0 ? (
            paragraphs.map((paragraph, i) => (
              <p key={i} className="whitespace-pre-line">
                {paragraph}
              </p>
            ))
          ) : (
            <p className="text-slate-500">{t("memorial.story.empty", { possessive: possessiveLower })}</p>
          )}
        </div>
        <div className="space-y-6 lg:self-start">
          <Facts post={post} />
          <RemembranceDates post={post} />
          {post.draft ? null : <FollowMemorial blogId={post.blog_id} />}
        </div>
      </div>
    </section>
  );
}
