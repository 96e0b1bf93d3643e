import { Link } from "react-router";
import { PencilLine, Trash2 } from "lucide-react";
import { buttonClass } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
import { formatDisplayDate } from "../../../lib/dates";
import { useLocale, useT } from "../../../lib/i18n";
import { postName, type OwnPost } from "../api/get-user-posts";
import { categoryLabel } from "../../../components/memorial-card/category-label";

const deleteClass =
  "inline-flex h-11 items-center sm:h-9 justify-center gap-2 rounded-lg px-3.5 text-sm font-medium text-red-700 transition-colors hover:bg-red-50 hover:text-red-800";

/** A draft in Manage Posts: its number in the list, category, name, and Edit, Delete. */
export function DraftPostCard({ post, number, onDelete }: { post: OwnPost; number: number; onDelete: () => void }) {
  const name = postName(post);
  const t = useT();
  const locale = useLocale();
  return (
    <article
      aria-label={t("dashboard.draftLabel", { number, name })}
      className="flex gap-4 rounded-lg border border-stone-200 bg-white p-4 shadow-xs sm:gap-6 sm:p-5"
    >
      <span aria-hidden="true" className="w-8 shrink-0 text-center font-serif text-3xl leading-none text-stone-400 sm:w-10 sm:text-4xl">
        {number}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-[0.12em] text-accent-700 uppercase">
          {post.title ? categoryLabel(post.title, t) : t("dashboard.untitled")}
        </p>
        <h2 className="mt-1 font-serif text-xl leading-snug text-slate-900">{name || t("dashboard.unnamedDraft")}</h2>
        <p className="mt-1 text-sm text-slate-500">{t("dashboard.lastSaved", { date: formatDisplayDate(post.updatedAt, locale) })}</p>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <Link to={paths.postEdit(post.blog_id)} className={buttonClass({ variant: "secondary", size: "sm" })} aria-label={t("dashboard.editDraft", { name })}>
            <PencilLine className="size-4" aria-hidden="true" />
            {t("dashboard.edit")}
          </Link>
          <button type="button" onClick={onDelete} className={deleteClass} aria-label={t("dashboard.deleteDraft", { name })}>
            <Trash2 className="size-4" aria-hidden="true" />
            {t("dashboard.delete")}
          </button>
        </div>
      </div>
    </article>
  );
}
