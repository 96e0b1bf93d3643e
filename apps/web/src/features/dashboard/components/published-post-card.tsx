import { useId, useState } from "react";
import { Link } from "react-router";
import { BarChart3, Eye, Flower2, MessageSquareText, PencilLine, Trash2, UsersRound } from "lucide-react";
import { buttonClass } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
import { formatDisplayDate } from "../../../lib/dates";
import { useLocale, useT } from "../../../lib/i18n";
import { postName, type OwnPost } from "../api/get-user-posts";
import { categoryLabel } from "../../../components/memorial-card/category-label";
import { PostBanner } from "./post-banner";

const actionClass = buttonClass({ variant: "secondary", size: "sm" });
const deleteClass =
  "inline-flex h-11 items-center sm:h-9 justify-center gap-2 rounded-lg px-3.5 text-sm font-medium text-red-700 transition-colors hover:bg-red-50 hover:text-red-800";

/** A published memorial in Manage Posts: portrait, name, category, date, activity, and Edit, Stats, Keepers, Delete. */
export function PublishedPostCard({ post, onDelete }: { post: OwnPost; onDelete: () => void }) {
  const [statsOpen, setStatsOpen] = useState(false);
  const statsId = useId();
  const name = postName(post);
  const { activity } = post;
  const t = useT();
  const locale = useLocale();
  const stats = [
    { label: t("dashboard.statLikes"), value: activity.total_likes },
    { label: t("dashboard.statMemorials"), value: activity.total_comments },
    { label: t("dashboard.statTributes"), value: activity.total_tributes },
    { label: t("dashboard.statPhotos"), value: activity.total_images },
    { label: t("dashboard.statReads"), value: activity.total_reads },
  ];

  return (
    <article aria-label={name} className="rounded-lg border border-stone-200 bg-white p-4 shadow-xs sm:p-5">
      <div className="grid grid-cols-[5rem_minmax(0,1fr)] gap-x-4 sm:grid-cols-[7rem_minmax(0,1fr)] sm:gap-x-6">
        <PostBanner src={post.profilebanner} className="w-full sm:row-span-2" />
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-[0.12em] text-accent-700 uppercase">{categoryLabel(post.title, t)}</p>
          <h2 className="mt-1 font-serif text-xl leading-snug text-slate-900 sm:text-[1.4rem]">
            <Link to={paths.post(post.blog_id)} className="hover:text-accent-800 hover:underline hover:underline-offset-4">
              {name}
            </Link>
          </h2>
          {post.publishedAt ? (
            <p className="mt-1 text-sm text-slate-500">{t("dashboard.publishedOn", { date: formatDisplayDate(post.publishedAt, locale) })}</p>
          ) : null}
          <ul aria-label={t("dashboard.activity")} className="mt-2.5 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            <li className="inline-flex items-center gap-1.5">
              <Eye className="size-4 text-slate-400" aria-hidden="true" />
              {t("dashboard.readCount", { count: activity.total_reads })}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <MessageSquareText className="size-4 text-slate-400" aria-hidden="true" />
              {t("dashboard.memorialCount", { count: activity.total_comments })}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Flower2 className="size-4 text-slate-400" aria-hidden="true" />
              {t("dashboard.tributeCount", { count: activity.total_tributes })}
            </li>
          </ul>
        </div>

        <div className="col-span-2 mt-4 flex flex-wrap items-center gap-2 border-t border-stone-100 pt-4 sm:col-span-1 sm:col-start-2 sm:mt-0 sm:self-end sm:border-0 sm:pt-3">
          <Link to={paths.postEdit(post.blog_id)} className={actionClass} aria-label={t("dashboard.editPost", { name })}>
            <PencilLine className="size-4" aria-hidden="true" />
            {t("dashboard.edit")}
          </Link>
          <button
            type="button"
            onClick={() => setStatsOpen((open) => !open)}
            aria-expanded={statsOpen}
            aria-controls={statsId}
            className={`${actionClass} aria-expanded:border-accent-300 aria-expanded:bg-accent-50 aria-expanded:text-accent-800`}
          >
            <BarChart3 className="size-4" aria-hidden="true" />
            {t("dashboard.stats")}
          </button>
          <Link to={paths.dashboardKeepers(post.blog_id)} className={actionClass} aria-label={t("keepers.linkFor", { name })}>
            <UsersRound className="size-4" aria-hidden="true" />
            {t("keepers.link")}
          </Link>
          <button type="button" onClick={onDelete} className={`${deleteClass} ml-auto`} aria-label={t("dashboard.deletePost", { name })}>
            <Trash2 className="size-4" aria-hidden="true" />
            {t("dashboard.delete")}
          </button>
        </div>
      </div>

      <div id={statsId} hidden={!statsOpen}>
        <dl aria-label={t("dashboard.statsFor", { name })} className="mt-4 flex flex-wrap gap-2">
          {stats.map((stat) => (
            <div key={stat.label} className="flex-1 basis-[5.5rem] rounded-md bg-stone-50 px-3 py-2.5 text-center ring-1 ring-stone-100">
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{stat.label}</dt>
              <dd className="mt-0.5 font-serif text-2xl text-slate-900">{stat.value.toLocaleString(locale)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </article>
  );
}
