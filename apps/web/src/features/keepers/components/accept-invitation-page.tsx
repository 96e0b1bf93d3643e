import { useNavigate, useParams } from "react-router";
import { UsersRound } from "lucide-react";
import { tamilNameOf } from "../../../components/memorial-card/post-card";
import { Button, ButtonLink } from "../../../components/ui/button";
import { PageLoader } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { pageTitle } from "../../../config/site";
import { errorMessage } from "../../../lib/api-client";
import { useLocalizeMessage, useT } from "../../../lib/i18n";
import { withNextPath } from "../../../lib/next-path";
import { useSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { imageVariant } from "../../../lib/upload-image";
import { useAcceptKeeperInvitation } from "../api/accept-keeper-invitation";
import { useKeeperInvitation } from "../api/get-keeper-invitation";
import { personName } from "../api/types";

const PLACEHOLDER = "/images/placeholder-portrait.png";

/**
 * /keep/:token: an invitation to keep a memorial with its author. A visitor is
 * asked to sign in or sign up first, and comes back here afterwards (`?next=`); a signed-in
 * person accepts and lands on the memorial, which they can now edit. A used, expired or
 * unknown link says which, in the server's words.
 */
export function AcceptInvitationPage() {
  const { token = "" } = useParams();
  const invitation = useKeeperInvitation(token);
  const accept = useAcceptKeeperInvitation();
  const session = useSession();
  const navigate = useNavigate();
  const t = useT();
  const localize = useLocalizeMessage();

  if (invitation.isPending) return <PageLoader />;

  const frame = "mx-auto w-full max-w-lg px-4 py-12 sm:py-20";
  if (invitation.isError) {
    return (
      <section className={`${frame} text-center`}>
        <title>{pageTitle(t("keepers.accept.unusableTitle"))}</title>
        <h1 className="font-serif text-3xl text-slate-900">{t("keepers.accept.unusableTitle")}</h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-600">{localize(errorMessage(invitation.error))}</p>
        <ButtonLink to={paths.home} className="mt-8">
          {t("memorial.goHome")}
        </ButtonLink>
      </section>
    );
  }

  const { post, invited_by } = invitation.data;
  const name = personName(post);
  const tamilName = tamilNameOf(post);
  const here = paths.keep(token);

  function acceptNow() {
    accept.mutate(token, {
      onSuccess: ({ blog_id }) => {
        toast.success(t("keepers.accept.accepted"));
        void navigate(paths.post(blog_id));
      },
      onError: (error) => toast.error(localize(errorMessage(error))),
    });
  }

  return (
    <section className={frame} aria-labelledby="keep-heading">
      <title>{pageTitle(t("keepers.accept.pageTitle"))}</title>
      <div className="rounded-lg border border-stone-200 bg-white p-6 text-center shadow-sm sm:p-9">
        <img
          src={post.profilebanner.trim() ? imageVariant(post.profilebanner, 320) : PLACEHOLDER}
          alt=""
          width={112}
          height={112}
          className="mx-auto size-28 rounded-full bg-stone-200 object-cover ring-4 ring-paper"
        />
        <p className="mt-5 inline-flex items-center gap-2 text-xs font-semibold tracking-[0.18em] text-accent-700 uppercase [&:lang(ta)]:tracking-normal">
          <UsersRound className="size-4" aria-hidden="true" />
          {t("keepers.link")}
        </p>
        <h1 id="keep-heading" className="mt-2 font-serif text-[1.7rem] leading-tight text-slate-900 sm:text-3xl">
          {t("keepers.accept.pageTitle")}
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-700">
          {t("keepers.accept.invited", { inviter: invited_by.fullname, name })}
          {tamilName ? (
            <span lang="ta" className="mt-1 block font-serif text-slate-800">
              {tamilName}
            </span>
          ) : null}
        </p>
        <p className="mt-3 leading-relaxed text-slate-600">{t("keepers.accept.what")}</p>

        {session.access_token === null ? (
          <>
            <p className="mt-6 text-slate-700">{t("keepers.accept.signInFirst")}</p>
            <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:justify-center">
              <ButtonLink to={withNextPath(paths.signin, here)}>{t("keepers.accept.signIn")}</ButtonLink>
              <ButtonLink to={withNextPath(paths.signup, here)} variant="secondary">
                {t("keepers.accept.signUp")}
              </ButtonLink>
            </div>
          </>
        ) : (
          <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:justify-center">
            <Button onClick={acceptNow} disabled={accept.isPending} aria-busy={accept.isPending}>
              {t("keepers.accept.accept")}
            </Button>
            <ButtonLink to={paths.home} variant="ghost">
              {t("keepers.accept.notNow")}
            </ButtonLink>
          </div>
        )}
      </div>
    </section>
  );
}
