import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Check, ShieldCheck, X } from "lucide-react";
import { Avatar } from "../../../components/ui/avatar";
import { Button, buttonClass } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
import { formatDisplayDate } from "../../../lib/dates";
import { T, useLocale, useT, type MessageKey } from "../../../lib/i18n";
import { toast, toastError } from "../../../lib/toast";
import { imageVariant } from "../../../lib/upload-image";
import { useDecideHeldItem, type Decision } from "../api/decide-held-item";
import type { HeldItem } from "../api/get-held-items";

const CONTACT_LABELS = { link: "review.contact.link", phone: "review.contact.phone", email: "review.contact.email" } as const;
const KIND_LABELS: Record<Exclude<HeldItem["kind"], "image">, MessageKey> = {
  memorial: "review.kind.memorial",
  reply: "review.kind.reply",
  tribute: "review.kind.tribute",
};

/**
 * One held item on /dashboard/review: what was written (as plain text: a link in it is never
 * a link here), who wrote it, on which memorial, and why it waits; Approve, Approve and trust
 * (signed-in writers only) and Reject, which asks first since it deletes.
 */
export function HeldItemCard({ item }: { item: HeldItem }) {
  const t = useT();
  const locale = useLocale();
  const decide = useDecideHeldItem();
  const [confirmReject, setConfirmReject] = useState(false);
  const rejectRef = useRef<HTMLButtonElement>(null);
  const confirmId = useId();
  const person = item.poster.personal_info;
  const name = person?.fullname || `${item.poster.firstname} ${item.poster.lastname}`.trim() || t("review.visitor");
  const post = `${item.blog.firstname} ${item.blog.lastname}`.trim();
  const kind = item.kind === "image" ? t("review.kind.image", { count: item.image?.length ?? 0 }) : t(KIND_LABELS[item.kind]);

  function act(action: Decision["action"]) {
    decide.mutate(
      { kind: item.kind, _id: item._id, action },
      {
        onSuccess: (answer) => {
          const trusted = "trusted" in answer && answer.trusted;
          toast.success(t(action === "reject" ? "review.rejected" : trusted ? "review.approvedTrusted" : "review.approved"));
        },
        onError: (error) => toastError(error, t("messages.anErrorOccurred")),
      },
    );
  }

  return (
    <article aria-label={t("review.itemLabel", { kind, name, post })} className="rounded-lg border border-stone-200 bg-white p-4 shadow-xs sm:p-5">
      <div className="flex gap-3.5">
        <Avatar src={person?.profile_img ? imageVariant(person.profile_img, 320) : ""} name={name} className="size-10 shrink-0" />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{kind}</p>
          <p className="mt-0.5 leading-relaxed text-slate-700">
            <T
              id="review.byOn"
              values={{ name, post }}
              components={{
                0: person ? (
                  <Link to={paths.user(person.username)} className="font-semibold text-slate-900 hover:underline hover:underline-offset-4" />
                ) : (
                  <span className="font-semibold text-slate-900" />
                ),
                1: <Link to={paths.post(item.blog.blog_id)} className="font-medium text-accent-800 underline-offset-4 hover:underline" />,
              }}
            />
          </p>
          <p className="text-sm text-slate-600">
            <time dateTime={item.createdAt}>{formatDisplayDate(item.createdAt, locale)}</time>
          </p>

          {item.text !== null ? (
            <p className="mt-3 border-l-2 border-stone-300 pl-3.5 leading-relaxed break-words whitespace-pre-line text-slate-800">{item.text}</p>
          ) : null}
          {item.image && item.image.length > 0 ? (
            <ul className="mt-3 flex flex-wrap gap-2">
              {item.image.map((url) => (
                <li key={url}>
                  <img src={imageVariant(url, 320)} alt="" width={80} height={80} loading="lazy" className="size-20 rounded-md bg-stone-200 object-cover" />
                </li>
              ))}
            </ul>
          ) : null}
          {item.contact.length > 0 ? (
            <p className="mt-2 text-sm text-amber-900">
              {t("review.contains")} {item.contact.map((kind) => t(CONTACT_LABELS[kind])).join(", ")}
            </p>
          ) : null}

          {confirmReject ? (
            <div id={confirmId} role="group" aria-labelledby={`${confirmId}-title`} className="mt-4 rounded-md bg-red-50 p-3.5 ring-1 ring-red-200">
              <p id={`${confirmId}-title`} className="font-medium text-red-900">
                {t("review.rejectTitle")}
              </p>
              <p className="mt-0.5 text-sm text-red-900">{t("review.rejectText")}</p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  autoFocus
                  onClick={() => {
                    setConfirmReject(false);
                    rejectRef.current?.focus();
                  }}
                >
                  {t("review.cancel")}
                </Button>
                <Button size="sm" className="bg-red-700 hover:bg-red-800" disabled={decide.isPending} onClick={() => act("reject")}>
                  {t("review.reject")}
                </Button>
              </div>
            </div>
          ) : null}

          <div className="mt-4 flex flex-wrap gap-2">
            <Button size="sm" disabled={decide.isPending} onClick={() => act("approve")}>
              <Check className="size-4" aria-hidden="true" />
              {t("review.approve")}
            </Button>
            {item.can_trust ? (
              <Button variant="secondary" size="sm" disabled={decide.isPending} onClick={() => act("approve-trust")}>
                <ShieldCheck className="size-4" aria-hidden="true" />
                {t("review.approveTrust")}
              </Button>
            ) : null}
            <button
              ref={rejectRef}
              type="button"
              className={`${buttonClass({ variant: "secondary", size: "sm" })} text-red-700`}
              disabled={decide.isPending}
              aria-expanded={confirmReject}
              aria-controls={confirmReject ? confirmId : undefined}
              onClick={() => setConfirmReject(true)}
            >
              <X className="size-4" aria-hidden="true" />
              {t("review.reject")}
            </button>
          </div>
        </div>
      </div>
    </article>
  );
}
