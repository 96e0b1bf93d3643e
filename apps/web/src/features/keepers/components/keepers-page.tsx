import { useState, type FormEvent } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { ArrowLeft, Send } from "lucide-react";
import { LIFETIMES } from "@kma/core/limits";
import { checkForgotPassword } from "@kma/core/users/user-rules";
import { Avatar } from "../../../components/ui/avatar";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { PageLoader } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { pageTitle } from "../../../config/site";
import { errorMessage } from "../../../lib/api-client";
import { formatDisplayDate } from "../../../lib/dates";
import { useLocale, useLocalizeMessage, useT } from "../../../lib/i18n";
import { useSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { FamilyCopyDownload } from "./family-copy-download";
import { usePostKeepers } from "../api/get-post-keepers";
import { useInviteKeeper } from "../api/invite-keeper";
import { useRemoveKeeper } from "../api/remove-keeper";
import { useRevokeKeeperInvitation } from "../api/revoke-keeper-invitation";
import { personName, type CoKeeper, type KeeperInvitation, type PostKeepers } from "../api/types";

const sectionHeading = "font-serif text-xl text-slate-900";
const rowClass = "flex flex-wrap items-center gap-3 py-3.5";
const dangerClass =
  "inline-flex h-11 items-center justify-center rounded-lg px-3.5 text-sm font-medium text-red-700 transition-colors hover:bg-red-50 hover:text-red-800 sm:h-9";

/**
 * /dashboard/keepers/:post_id: who keeps a memorial. Every keeper sees the list; the
 * author also invites, sees the invitations waiting, sends them again or revokes them, and
 * removes co-keepers; a co-keeper may leave. Removing asks once more, in place.
 */
export function KeepersPage() {
  const { post_id: postId = "" } = useParams();
  const keepers = usePostKeepers(postId);
  const t = useT();
  const localize = useLocalizeMessage();

  if (keepers.isPending) return <PageLoader />;
  if (keepers.isError) {
    return (
      <section>
        <title>{pageTitle(t("keepers.panel.pageTitle"))}</title>
        <h1 className="font-serif text-3xl text-slate-900">{t("keepers.panel.loadFailed")}</h1>
        <p className="mt-3 text-slate-600">{localize(errorMessage(keepers.error))}</p>
      </section>
    );
  }
  return <Keepers data={keepers.data} postId={postId} />;
}

function Keepers({ data, postId }: { data: PostKeepers; postId: string }) {
  const t = useT();
  const session = useSession();
  const me = session.access_token === null ? null : session.username;
  const name = personName(data.post);
  const isAuthor = data.viewer.is_author;

  return (
    <section aria-labelledby="keepers-heading" className="max-w-2xl">
      <title>{pageTitle(`${t("keepers.panel.pageTitle")} – ${name}`)}</title>
      <Link to={paths.post(data.post.blog_id)} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-accent-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t("keepers.panel.backToMemorial")}
      </Link>
      <h1 id="keepers-heading" className="mt-2 font-serif text-3xl text-slate-900 sm:text-[2.1rem]">
        {t("keepers.panel.heading", { name })}
      </h1>
      <p className="mt-2 leading-relaxed text-slate-600">{t("keepers.panel.intro")}</p>

      <h2 id="keepers-list-heading" className={`${sectionHeading} mt-8`}>
        {t("keepers.panel.listHeading")}
      </h2>
      <ul aria-labelledby="keepers-list-heading" className="mt-2 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white px-4 shadow-xs sm:px-5">
        <li className={rowClass}>
          <Avatar src={data.author.personal_info.profile_img} name={data.author.personal_info.fullname} className="size-10" />
          <div className="min-w-0 flex-1">
            <p className="font-medium text-slate-900">
              {data.author.personal_info.fullname}{" "}
              {data.author.personal_info.username === me ? <span className="font-normal text-slate-500">{t("keepers.panel.you")}</span> : null}
            </p>
            <p className="text-sm text-slate-500">{t("keepers.panel.author")}</p>
          </div>
        </li>
        {data.keepers.map((keeper) => (
          <KeeperRow key={keeper._id} keeper={keeper} postId={postId} isSelf={keeper.personal_info.username === me} canRemove={isAuthor} />
        ))}
      </ul>

      {isAuthor ? (
        <>
          <InviteForm postId={postId} />
          <Invitations invitations={data.invitations} postId={postId} />
        </>
      ) : null}

      <FamilyCopyDownload blogId={data.post.blog_id} />
    </section>
  );
}

function KeeperRow({ keeper, postId, isSelf, canRemove }: { keeper: CoKeeper; postId: string; isSelf: boolean; canRemove: boolean }) {
  const t = useT();
  const localize = useLocalizeMessage();
  const navigate = useNavigate();
  const remove = useRemoveKeeper(postId);
  const [asking, setAsking] = useState(false);
  const fullname = keeper.personal_info.fullname;
  if (!canRemove && !isSelf) {
    return (
      <li className={rowClass}>
        <KeeperName keeper={keeper} isSelf={isSelf} />
      </li>
    );
  }

  function confirm() {
    remove.mutate(
      { postId, userId: keeper._id },
      {
        onSuccess: () => {
          if (isSelf) {
            toast.success(t("keepers.panel.left"));
            void navigate(paths.dashboardKept);
          } else toast.success(t("keepers.panel.removed", { name: fullname }));
        },
        onError: (error) => toast.error(localize(errorMessage(error))),
      },
    );
  }

  return (
    <li className={rowClass}>
      <KeeperName keeper={keeper} isSelf={isSelf} />
      {asking ? (
        <div
          role="group"
          aria-label={isSelf ? t("keepers.panel.leave") : t("keepers.panel.removeLabel", { name: fullname })}
          className="w-full rounded-md bg-red-50 p-3"
        >
          <p className="text-sm text-red-900">{isSelf ? t("keepers.panel.leaveAsk") : t("keepers.panel.removeAsk", { name: fullname })}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button size="sm" onClick={confirm} disabled={remove.isPending} className="bg-red-700 hover:bg-red-800 active:bg-red-900">
              {isSelf ? t("keepers.panel.leaveYes") : t("keepers.panel.removeYes")}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setAsking(false)}>
              {t("keepers.panel.cancel")}
            </Button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className={dangerClass}
          onClick={() => setAsking(true)}
          aria-label={isSelf ? undefined : t("keepers.panel.removeLabel", { name: fullname })}
        >
          {isSelf ? t("keepers.panel.leave") : t("keepers.panel.remove")}
        </button>
      )}
    </li>
  );
}

function KeeperName({ keeper, isSelf }: { keeper: CoKeeper; isSelf: boolean }) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <Avatar src={keeper.personal_info.profile_img} name={keeper.personal_info.fullname} className="size-10" />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">
          {keeper.personal_info.fullname} {isSelf ? <span className="font-normal text-slate-500">{t("keepers.panel.you")}</span> : null}
        </p>
        <p className="text-sm text-slate-500">{t("keepers.panel.since", { date: formatDisplayDate(keeper.added_at, locale) })}</p>
      </div>
    </>
  );
}

function InviteForm({ postId }: { postId: string }) {
  const t = useT();
  const localize = useLocalizeMessage();
  const invite = useInviteKeeper(postId);
  const [email, setEmail] = useState("");

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    const problem = checkForgotPassword({ email: address });
    if (problem) {
      toast.error(localize(problem));
      return;
    }
    invite.mutate(
      { postId, email: address },
      {
        onSuccess: () => {
          toast.success(t("keepers.panel.inviteSent", { email: address }));
          setEmail("");
        },
        onError: (error) => toast.error(localize(errorMessage(error))),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="mt-10 rounded-lg border border-stone-200 bg-white p-4 shadow-xs sm:p-5" aria-labelledby="invite-heading">
      <h2 id="invite-heading" className={sectionHeading}>
        {t("keepers.panel.inviteHeading")}
      </h2>
      <TextField
        className="mt-4"
        label={t("keepers.panel.inviteEmail")}
        name="email"
        type="email"
        autoComplete="off"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        aria-describedby="invite-hint"
      />
      <p id="invite-hint" className="mt-2 text-sm leading-relaxed text-slate-600">
        {t("keepers.panel.inviteHint", { days: LIFETIMES.keeperInviteDays })}
      </p>
      <Button type="submit" className="mt-4" disabled={invite.isPending} aria-busy={invite.isPending}>
        <Send className="size-4" aria-hidden="true" />
        {t("keepers.panel.inviteSend")}
      </Button>
    </form>
  );
}

function Invitations({ invitations, postId }: { invitations: KeeperInvitation[]; postId: string }) {
  const t = useT();
  const locale = useLocale();
  const localize = useLocalizeMessage();
  const revoke = useRevokeKeeperInvitation(postId);
  const resend = useInviteKeeper(postId);
  const fail = (error: unknown) => toast.error(localize(errorMessage(error)));

  return (
    <div className="mt-10">
      <h2 id="keepers-pending-heading" className={sectionHeading}>
        {t("keepers.panel.pendingHeading")}
      </h2>
      {invitations.length === 0 ? (
        <p className="mt-2 text-slate-600">{t("keepers.panel.noPending")}</p>
      ) : (
        <ul
          aria-labelledby="keepers-pending-heading"
          className="mt-2 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white px-4 shadow-xs sm:px-5"
        >
          {invitations.map((invitation) => (
            <li key={invitation._id} className={rowClass}>
              {/* On a phone the address takes the whole line and the buttons go under it. */}
              <div className="w-full min-w-0 sm:w-auto sm:flex-1">
                <p className="font-medium break-all text-slate-900">{invitation.email}</p>
                <p className="text-sm text-slate-500">
                  {invitation.expired ? t("keepers.panel.expired") : t("keepers.panel.sentOn", { date: formatDisplayDate(invitation.invitedAt, locale) })}
                </p>
              </div>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t("keepers.panel.resendLabel", { email: invitation.email })}
                disabled={resend.isPending}
                onClick={() =>
                  resend.mutate(
                    { postId, email: invitation.email },
                    { onSuccess: () => toast.success(t("keepers.panel.inviteSent", { email: invitation.email })), onError: fail },
                  )
                }
              >
                {t("keepers.panel.resend")}
              </Button>
              <button
                type="button"
                className={dangerClass}
                aria-label={t("keepers.panel.revokeLabel", { email: invitation.email })}
                disabled={revoke.isPending}
                onClick={() =>
                  revoke.mutate(invitation._id, { onSuccess: () => toast.success(t("keepers.panel.revoked", { email: invitation.email })), onError: fail })
                }
              >
                {t("keepers.panel.revoke")}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
