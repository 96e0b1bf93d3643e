import { useId } from "react";
import { Link } from "react-router";
import { useT } from "../../../lib/i18n";
import { toast, toastError } from "../../../lib/toast";
import { paths } from "../../../config/paths";
import { useTrustedPeople, useUntrustPerson } from "../api/trusted-people";

/**
 * Under the review setting, for keepers: whom they trusted with "Approve and trust this
 * person", and a way to take it back (an account can change hands). Nothing shows until
 * someone is trusted.
 */
export function TrustedPeople({ blogId }: { blogId: string }) {
  const t = useT();
  const headingId = useId();
  const people = useTrustedPeople(blogId);
  const untrust = useUntrustPerson(blogId);
  if (!people.data || people.data.length === 0) return null;

  return (
    <div className="mt-5 border-t border-stone-200 pt-4">
      <h2 id={headingId} className="font-medium text-slate-900">
        {t("review.trustedTitle")}
      </h2>
      <p className="mt-1 text-base text-slate-600">{t("review.trustedHint")}</p>
      <ul aria-labelledby={headingId} className="mt-3 divide-y divide-stone-100">
        {people.data.map((person) => {
          const name = person.personal_info.fullname;
          return (
            <li key={person._id} className="flex min-h-11 items-center justify-between gap-3 py-1.5">
              <Link
                to={paths.user(person.personal_info.username)}
                className="flex min-w-0 items-center gap-2.5 text-slate-800 underline-offset-2 hover:underline"
              >
                <img src={person.personal_info.profile_img} alt="" width={32} height={32} className="size-8 shrink-0 rounded-full bg-stone-100 object-cover" />
                <span className="truncate">{name}</span>
              </Link>
              <button
                type="button"
                aria-label={t("review.untrustLabel", { name })}
                disabled={untrust.isPending}
                onClick={() =>
                  untrust.mutate(person._id, {
                    onSuccess: () => toast.success(t("review.untrusted", { name })),
                    onError: (error) => toastError(error, t("messages.anErrorOccurred")),
                  })
                }
                className="min-h-11 shrink-0 rounded-md px-3 text-base font-medium text-accent-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-accent-700 disabled:opacity-60"
              >
                {t("review.untrust")}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
