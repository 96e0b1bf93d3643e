import { useParams } from "react-router";
import { House, UserX } from "lucide-react";
import { PostList } from "../../../components/memorial-card/post-list";
import { Button, ButtonLink } from "../../../components/ui/button";
import { PageLoader } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { pageTitle } from "../../../config/site";
import { T, useT } from "../../../lib/i18n";
import { useSession } from "../../../lib/session";
import { useAuthorPosts } from "../api/get-author-posts";
import { isNotFound, useProfile, type Profile } from "../api/get-profile";
import { ProfileCard } from "./profile-card";

/** /user/:username. */
export function ProfilePage() {
  const { username = "" } = useParams();
  const profile = useProfile(username);

  if (profile.isPending) return <PageLoader />;
  if (profile.isError) {
    return isNotFound(profile.error) ? <UserNotFound username={username} /> : <ProfileUnavailable username={username} onRetry={() => void profile.refetch()} />;
  }
  return <ProfileView profile={profile.data} />;
}

/**
 * docs/spec.md "Profile": the person (avatar, names, Blogs and Reads, bio, social links, joined
 * date, Edit Profile on one's own) beside 'Blogs Published' with Load More.
 */
function ProfileView({ profile }: { profile: Profile }) {
  const session = useSession();
  const { username, fullname } = profile.personal_info;
  const isOwn = session.access_token !== null && session.username.toLowerCase() === username.toLowerCase();
  const posts = useAuthorPosts(profile._id);
  const t = useT();

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12 lg:px-8">
      <title>{pageTitle(fullname || `@${username}`)}</title>
      <div className="grid gap-10 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <ProfileCard profile={profile} editLink={isOwn} />
        </div>
        <section aria-labelledby="blogs-published-heading" className="min-w-0">
          <h2 id="blogs-published-heading" className="mb-5 border-b border-stone-200 pb-3 font-serif text-2xl text-slate-900">
            {t("profile.blogsPublished")}
          </h2>
          <PostList query={posts} total={profile.account_info.total_posts} emptyText={t("messages.noPostsPublished")} />
        </section>
      </div>
    </div>
  );
}

function UserNotFound({ username }: { username: string }) {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-5 py-20 text-center sm:py-28">
      <title>{pageTitle(t("messages.userNotFound"))}</title>
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-stone-100 text-stone-500">
        <UserX className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-5 font-serif text-3xl text-slate-900 sm:text-4xl">{t("messages.userNotFound")}</h1>
      <p className="mt-3 text-lg leading-relaxed text-slate-600">
        <T
          id="profile.noSuchAccount"
          values={{ username }}
          components={{ 0: <span className="inline-block max-w-full truncate align-bottom font-medium text-slate-800" /> }}
        />
      </p>
      <ButtonLink to={paths.home} className="mt-8">
        <House className="size-[18px]" aria-hidden="true" />
        {t("profile.goHome")}
      </ButtonLink>
    </section>
  );
}

function ProfileUnavailable({ username, onRetry }: { username: string; onRetry: () => void }) {
  const t = useT();
  return (
    <section className="mx-auto max-w-xl px-5 py-20 text-center">
      <title>{pageTitle(`@${username}`)}</title>
      <h1 className="font-serif text-3xl break-words text-slate-900">@{username}</h1>
      <p className="mt-3 text-slate-600">{t("profile.unavailable")}</p>
      <Button variant="secondary" className="mt-6" onClick={onRetry}>
        {t("profile.tryAgain")}
      </Button>
    </section>
  );
}
