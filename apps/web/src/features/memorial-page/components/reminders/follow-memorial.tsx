import { useId, useRef, useState, type FormEvent } from "react";
import { BellRing } from "lucide-react";
import { Dialog, SHEET_DIALOG } from "../../../../components/dialog/dialog";
import { Button, buttonClass } from "../../../../components/ui/button";
import { TextField } from "../../../../components/ui/field";
import { errorMessage } from "../../../../lib/api-client";
import { useLocalizeMessage, useT } from "../../../../lib/i18n";
import { useSession } from "../../../../lib/session";
import { useFollowMemorial } from "../../api/follow-memorial";
import { useFollowStatus } from "../../api/get-follow-status";
import { useUnfollowMemorial } from "../../api/unfollow-memorial";

/**
 * "Remind me" (decision 028): an e-mail a week before and on each remembrance day, and
 * when the family adds an event. Signed in, one click follows with the account's address, and
 * the card then says so with a way to stop. Signed out, a small dialog asks for an address,
 * which must confirm by a mailed link before anything is sent. Published memorials only.
 */
export function FollowMemorial({ blogId }: { blogId: string }) {
  const t = useT();
  const localize = useLocalizeMessage();
  const session = useSession();
  const username = session.access_token === null ? null : session.username;
  const status = useFollowStatus(blogId, username);
  const follow = useFollowMemorial(blogId, username);
  const unfollow = useUnfollowMemorial(blogId, username);
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const following = username !== null && status.data?.following === true;

  function remindMe() {
    setNote(null);
    if (username === null) {
      setAsking(true);
      return;
    }
    follow.mutate(
      { post_id: blogId },
      {
        // An account whose address is not yet proven confirms by a mailed link, as a visitor does (decision 034).
        onSuccess: (answer) => setNote(answer.confirmation_sent ? t("reminders.follow.checkAccountMail") : null),
        onError: (error) => setNote(localize(errorMessage(error))),
      },
    );
  }

  function stop() {
    unfollow.mutate(undefined, {
      onSuccess: () => setNote(t("reminders.follow.stopped")),
      onError: (error) => setNote(localize(errorMessage(error))),
    });
  }

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-white p-5 shadow-xs">
      <h3 id={headingId} className="flex items-center gap-2 text-xs font-semibold tracking-[0.18em] text-slate-500 uppercase [&:lang(ta)]:tracking-normal">
        <BellRing className="size-4 text-accent-600" aria-hidden="true" />
        {t("reminders.follow.heading")}
      </h3>
      {following ? (
        <>
          <p className="mt-3 text-base leading-relaxed text-slate-700">{t("reminders.follow.following")}</p>
          <Button variant="secondary" size="sm" className="mt-4" onClick={stop} disabled={unfollow.isPending}>
            {t("reminders.follow.stop")}
          </Button>
        </>
      ) : (
        <>
          <p className="mt-3 text-base leading-relaxed text-slate-700">{t("reminders.follow.intro")}</p>
          <button
            ref={trigger}
            type="button"
            className={`${buttonClass({ size: "sm" })} mt-4`}
            aria-haspopup={username === null ? "dialog" : undefined}
            onClick={remindMe}
            disabled={follow.isPending}
          >
            <BellRing className="size-4" aria-hidden="true" />
            {t("reminders.follow.button")}
          </button>
        </>
      )}
      <p role="status" className="mt-3 text-base text-slate-600 empty:hidden">
        {note}
      </p>
      {asking ? <FollowByEmailDialog blogId={blogId} opener={() => trigger.current} onClose={() => setAsking(false)} /> : null}
    </section>
  );
}

function FollowByEmailDialog({ blogId, opener, onClose }: { blogId: string; opener: () => HTMLElement | null; onClose: () => void }) {
  const t = useT();
  const localize = useLocalizeMessage();
  const titleId = useId();
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const follow = useFollowMemorial(blogId, null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await follow.mutateAsync({ post_id: blogId, email: email.trim() });
      setSentTo(email.trim());
    } catch (failure) {
      setError(localize(errorMessage(failure)));
    }
  }

  // Focus starts in the address field.
  return (
    <Dialog onClose={onClose} labelledBy={titleId} opener={opener} {...SHEET_DIALOG}>
      <h2 id={titleId} className="font-serif text-xl text-slate-900">
        {t("reminders.follow.dialogTitle")}
      </h2>
      {sentTo ? (
        <div className="mt-4">
          <p role="status" className="leading-relaxed text-slate-700">
            {t("reminders.follow.checkMail", { email: sentTo })}
          </p>
          <div className="mt-6 flex justify-end">
            {/* Sent: focus moves to Close rather than to the page. */}
            <Button autoFocus variant="secondary" size="sm" onClick={onClose}>
              {t("reminders.follow.close")}
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="mt-2">
          <p className="text-base leading-relaxed text-slate-600">{t("reminders.follow.dialogIntro")}</p>
          <TextField
            className="mt-4"
            label={t("reminders.follow.emailLabel")}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
          />
          {error ? (
            <p role="alert" className="mt-3 text-base text-red-700">
              {error}
            </p>
          ) : null}
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={onClose}>
              {t("reminders.follow.cancel")}
            </Button>
            <Button type="submit" size="sm" disabled={follow.isPending}>
              {follow.isPending ? t("reminders.follow.sending") : t("reminders.follow.send")}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
