import { Link } from "react-router";
import { CalendarHeart } from "lucide-react";
import { daysBetween } from "@kma/core/posts/remembrance-dates";
import { fullNameOf } from "../../../components/memorial-card/post-card";
import { PostThumbnail } from "../../../components/memorial-card/post-thumbnail";
import { RemembranceName, RemembranceWhen } from "../../../components/remembrance/remembrance-text";
import { Button } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
import { useT } from "../../../lib/i18n";
import { useUpcomingRemembrances } from "../api/get-upcoming-remembrances";

/**
 * The REMEMBRANCE tab's "Remembrances this week": memorials whose 31st day (அந்தியேட்டி) or
 * anniversary falls in the next 7 days, soonest first. Shown only when there are some; the
 * days are counted from the server's today, which the answer carries.
 */
export function UpcomingRemembrances() {
  const t = useT();
  const { data, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useUpcomingRemembrances();
  const first = data?.pages[0];
  if (isError || !first || first.totalDocs === 0) return null;
  const seen = new Set<string>();
  const items = data.pages.flatMap((page) => page.blogs).filter((post) => (seen.has(post.blog_id) ? false : (seen.add(post.blog_id), true)));
  const headingId = "upcoming-remembrances-heading";

  return (
    <section aria-labelledby={headingId} className="mb-6 rounded-xl border border-accent-100 bg-accent-50/50 p-4 sm:p-5">
      <h3 id={headingId} className="flex items-center gap-2 font-serif text-xl text-slate-900">
        <CalendarHeart className="size-5 text-accent-700" aria-hidden="true" />
        {t("remembrance.weekHeading")}
      </h3>
      <p className="mt-1 text-slate-600">{t("remembrance.weekIntro")}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {items.map((post) => (
          <li key={post.blog_id}>
            <Link to={paths.post(post.blog_id)} className="group flex h-full gap-3 rounded-lg border border-stone-200 bg-white p-3 hover:border-accent-300">
              <PostThumbnail src={post.profilebanner} className="aspect-[4/5] w-14 shrink-0 rounded-md" sizes="56px" />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-serif text-[1.05rem] leading-snug text-slate-900 group-hover:text-accent-800 group-hover:underline group-hover:underline-offset-4">
                  {fullNameOf(post)}
                </span>
                <RemembranceName date={post.remembrance} className="mt-0.5 block text-sm" />
                <RemembranceWhen
                  date={post.remembrance.date}
                  inDays={daysBetween(first.today, post.remembrance.date)}
                  className="mt-0.5 block text-sm text-slate-700"
                />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button variant="secondary" size="sm" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {isFetchingNextPage ? t("remembrance.loadingMore") : t("remembrance.showMore")}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
