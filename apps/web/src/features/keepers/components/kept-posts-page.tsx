import { Link } from "react-router";
import { LoaderCircle, PencilLine, UsersRound } from "lucide-react";
import { Button, buttonClass } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { pageTitle } from "../../../config/site";
import { errorMessage } from "../../../lib/api-client";
import { useLocalizeMessage, useT } from "../../../lib/i18n";
import { imageVariant } from "../../../lib/upload-image";
import { useKeptPosts } from "../api/get-kept-posts";
import { personName, type KeptPost } from "../api/types";

const PLACEHOLDER = "/images/placeholder-portrait.png";
const actionClass = buttonClass({ variant: "secondary", size: "sm" });

/** /dashboard/kept: "Kept with family", the memorials others wrote that the user keeps with them. */
export function KeptPostsPage() {
  const kept = useKeptPosts();
  const t = useT();
  const localize = useLocalizeMessage();
  const list = kept.data?.pages.flatMap((page) => page.blogs) ?? [];

  return (
    <section aria-labelledby="kept-heading">
      <title>{pageTitle(t("keepers.dashboard.heading"))}</title>
      <h1 id="kept-heading" className="font-serif text-3xl text-slate-900 sm:text-[2.1rem]">
        {t("keepers.dashboard.heading")}
      </h1>
      <p className="mt-1.5 text-slate-600">{t("keepers.dashboard.intro")}</p>
      <div className="mt-6">
        {kept.isPending ? (
          <div className="flex justify-center py-14">
            <Spinner label={t("keepers.dashboard.heading")} className="size-7" />
          </div>
        ) : kept.isError && list.length === 0 ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-6 py-8 text-center">
            <p className="text-red-900">{localize(errorMessage(kept.error))}</p>
            <Button variant="secondary" size="sm" className="mt-4" onClick={() => void kept.refetch()}>
              {t("ui.tryAgain")}
            </Button>
          </div>
        ) : list.length === 0 ? (
          <div className="rounded-lg border border-dashed border-stone-300 bg-white/60 px-6 py-12 text-center">
            <p className="font-serif text-xl text-slate-800">{t("messages.nothingAvailable")}</p>
          </div>
        ) : (
          <>
            <ul className="space-y-4">
              {list.map((post) => (
                <li key={post.blog_id}>
                  <KeptPostCard post={post} />
                </li>
              ))}
            </ul>
            {kept.hasNextPage ? (
              <div className="mt-6 flex justify-center">
                <Button variant="secondary" onClick={() => void kept.fetchNextPage()} disabled={kept.isFetchingNextPage} aria-busy={kept.isFetchingNextPage}>
                  {kept.isFetchingNextPage ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
                  {t("dashboard.loadMore")}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}

function KeptPostCard({ post }: { post: KeptPost }) {
  const t = useT();
  const name = personName(post);
  return (
    <article aria-label={name} className="flex gap-4 rounded-lg border border-stone-200 bg-white p-4 shadow-xs sm:gap-6 sm:p-5">
      <img
        src={post.profilebanner.trim() ? imageVariant(post.profilebanner, 320) : PLACEHOLDER}
        alt=""
        width={80}
        height={96}
        loading="lazy"
        className="h-24 w-20 shrink-0 rounded-md bg-stone-200 object-cover"
      />
      <div className="min-w-0 flex-1">
        <h2 className="font-serif text-xl leading-snug text-slate-900">
          <Link to={paths.post(post.blog_id)} className="hover:text-accent-800 hover:underline hover:underline-offset-4">
            {name}
          </Link>
          {post.draft ? <span className="ml-2 rounded-full bg-stone-100 px-2 py-0.5 align-middle font-sans text-xs font-medium text-slate-600">{t("keepers.dashboard.draft")}</span> : null}
        </h2>
        <p className="mt-1 text-sm text-slate-500">{t("keepers.dashboard.by", { name: post.author.personal_info.fullname })}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Link to={paths.postEdit(post.blog_id)} className={actionClass} aria-label={t("dashboard.editPost", { name })}>
            <PencilLine className="size-4" aria-hidden="true" />
            {t("keepers.dashboard.edit")}
          </Link>
          <Link to={paths.dashboardKeepers(post.blog_id)} className={actionClass} aria-label={t("keepers.linkFor", { name })}>
            <UsersRound className="size-4" aria-hidden="true" />
            {t("keepers.link")}
          </Link>
        </div>
      </div>
    </article>
  );
}
