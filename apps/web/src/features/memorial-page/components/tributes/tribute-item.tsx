import { useT } from "../../../../lib/i18n";
import { ConfirmDelete } from "../confirm-delete";
import { HiddenNote } from "../hidden-note";
import { HeldMarker } from "../held-marker";
import { PosterLine } from "../poster-line";
import { ReportButton } from "../report-button";
import type { Tribute } from "../../api/types";

export function TributeItem({ tribute, canDelete, deleting, onDelete }: { tribute: Tribute; canDelete: boolean; deleting: boolean; onDelete: () => void }) {
  const t = useT();
  const name = `${tribute.tributer_first_name} ${tribute.tributer_last_name}`.trim() || t("memorial.aVisitorLower");
  return (
    <article aria-label={t("memorial.tributes.by", { name })} className="rounded-xl border border-stone-200 bg-white p-5 shadow-xs">
      <div className="flex items-start justify-between gap-3">
        <PosterLine
          firstName={tribute.tributer_first_name}
          lastName={tribute.tributer_last_name}
          place={tribute.current_place}
          at={tribute.tributedAt}
          poster={tribute.tributed_by}
        />
        <span className="flex shrink-0 flex-wrap items-center justify-end gap-1">
          <ReportButton what="tribute" targetType="tribute" targetId={tribute._id} />
          {canDelete ? <ConfirmDelete what="tribute" onConfirm={onDelete} pending={deleting} /> : null}
        </span>
      </div>
      {tribute.hidden ? <HiddenNote /> : null}
      {tribute.status === "held" ? <HeldMarker className="mt-3" /> : null}
      <p className="mt-3 font-serif text-[1.05rem] leading-relaxed whitespace-pre-line text-slate-800">{tribute.tribute}</p>
    </article>
  );
}
