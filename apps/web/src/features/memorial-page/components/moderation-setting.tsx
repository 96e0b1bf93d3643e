import { useId } from "react";
import { ShieldCheck } from "lucide-react";
import { MODERATIONS, type Moderation } from "@kma/core/engagement/review-rules";
import { useT } from "../../../lib/i18n";
import { toast, toastError } from "../../../lib/toast";
import { useUpdatePostModeration } from "../api/update-post-moderation";
import type { MemorialPost } from "../api/types";
import { TrustedPeople } from "./trusted-people";

const LABELS = { open: "review.settingOpen", review: "review.settingReview" } as const;

/**
 * The keepers' choice, on their memorial's page (decision 024): visitors' messages, replies,
 * tributes and photos appear at once, or wait for a keeper's approval. Two radio buttons, so
 * arrow keys move between them; each change is saved at once.
 */
export function ModerationSetting({ post, postKey }: { post: MemorialPost; postKey: string }) {
  const t = useT();
  const name = useId();
  const update = useUpdatePostModeration(postKey);
  const current: Moderation = post.moderation ?? "open";

  function choose(moderation: Moderation) {
    update.mutate(
      { _id: post._id, moderation },
      { onSuccess: () => toast.success(t("review.settingSaved")), onError: (error) => toastError(error, t("messages.anErrorOccurred")) },
    );
  }

  return (
    <section aria-labelledby={`${name}-label`} className="rounded-xl border border-stone-200 bg-white p-5 shadow-xs">
      <fieldset disabled={update.isPending}>
        <legend id={`${name}-label`} className="flex items-center gap-2 font-medium text-slate-900">
          <ShieldCheck className="size-[18px] text-accent-700" aria-hidden="true" />
          {t("review.settingLabel")}
        </legend>
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:gap-6">
          {MODERATIONS.map((value) => (
            <label key={value} className="flex min-h-11 cursor-pointer items-center gap-2.5 text-slate-800">
              <input type="radio" name={name} value={value} checked={current === value} onChange={() => choose(value)} className="size-4 accent-accent-700" />
              {t(LABELS[value])}
            </label>
          ))}
        </div>
        <p className="mt-2 text-base text-slate-600">{t("review.settingHint")}</p>
      </fieldset>
      <TrustedPeople blogId={post.blog_id} />
    </section>
  );
}
