import { Link } from "react-router";
import { PencilLine, UsersRound } from "lucide-react";
import { AccountPage } from "../../../components/account-page";
import { EmptyState, PagedList } from "../../../components/list-states";
import { buttonClass } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
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
    <AccountPage headingId="kept-heading" title={t("keepers.dashboard.heading")} intro={t("keepers.dashboard.intro")}>
      <PagedList
        query={kept}
        count={list.length}
        loadingLabel={t("keepers.dashboard.heading")}
        errorText={(error) => localize(errorMessage(error))}
        retryLabel={t("ui.tryAgain")}
        empty={<EmptyState title={t("messages.nothingAvailable")} />}
      >
        <ul className="space-y-4">
          {list.map((post) => (
            <li key={post.blog_id}>
              <KeptPostCard post={post} />
            </li>
          ))}
        </ul>
      </PagedList>
    </AccountPage>
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
          {post.draft ? (
            <span className="ml-2 rounded-full bg-stone-100 px-2 py-0.5 align-middle font-sans text-xs font-medium text-slate-600">
              {t("keepers.dashboard.draft")}
            </span>
          ) : null}
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
