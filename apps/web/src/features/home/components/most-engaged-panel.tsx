import { Link } from "react-router";
import { Flower2 } from "lucide-react";
import { birthDateOf, deathDateOf, fullNameOf, tributeCountOf } from "../../../components/memorial-card/post-card";
import { PostThumbnail } from "../../../components/memorial-card/post-thumbnail";
import { useCategoryLabel } from "../../../components/memorial-card/category-label";
import { useLocale, useT } from "../../../lib/i18n";
import { paths } from "../../../config/paths";
import { useMostEngagedPosts } from "../api/get-most-engaged-posts";

/** Home's side panel: the most engaged posts (GET /most-engaged-posts). Below the feed on phones. */
export function MostEngagedPanel() {
  const t = useT();
  const locale = useLocale();
  const categoryLabel = useCategoryLabel();
  const { data: posts, isPending, isError } = useMostEngagedPosts();
  const headingId = "most-engaged-heading";

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="font-serif text-xl text-slate-900">
        {t("home.mostRemembered")}
      </h2>
      <p className="mt-1 text-slate-600">{t("home.mostRememberedIntro")}</p>
      {isPending ? (
        <ul role="status" aria-label={t("ui.loading")} className="mt-4 space-y-4">
          {[0, 1, 2].map((i) => (
            <li key={i} className="flex animate-pulse gap-3">
              <div className="h-[70px] w-14 rounded-md bg-stone-200" />
              <div className="flex-1 space-y-2 pt-1">
                <div className="h-4 w-3/4 rounded bg-stone-200" />
                <div className="h-3 w-1/2 rounded bg-stone-100" />
              </div>
            </li>
          ))}
        </ul>
      ) : isError || posts.length === 0 ? (
        <p className="mt-4 text-slate-600">{isError ? t("home.mostLoadFailed") : t("home.mostEmpty")}</p>
      ) : (
        <ol className="mt-4 divide-y divide-stone-100">
          {posts.map((post) => {
            const dates = [birthDateOf(post, locale), deathDateOf(post, locale)].filter(Boolean).join(" – ");
            const tributes = tributeCountOf(post);
            return (
              <li key={post.blog_id} className="py-3 first:pt-0 last:pb-0">
                <Link to={paths.post(post.blog_id)} className="group flex gap-3 rounded-md">
                  <PostThumbnail src={post.profilebanner} className="aspect-[4/5] w-14 shrink-0 rounded-md" sizes="56px" />
                  <span className="min-w-0 flex-1">
                    <span className="block text-[0.7rem] font-semibold tracking-wider [&:lang(ta)]:tracking-normal text-accent-700 uppercase">
                      {categoryLabel(post.title)}
                    </span>
                    <span className="block truncate font-serif text-[1.05rem] leading-snug text-slate-900 group-hover:text-accent-800 group-hover:underline group-hover:underline-offset-4">
                      {fullNameOf(post)}
                    </span>
                    {dates ? <span className="block text-xs text-slate-500">{dates}</span> : null}
                    <span className="mt-0.5 flex items-center gap-1 text-xs text-slate-500">
                      <Flower2 className="size-3.5 text-accent-600" aria-hidden="true" />
                      {t("cards.tributes", { count: tributes })}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
