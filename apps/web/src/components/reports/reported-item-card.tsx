import { useState } from "react";
import { Link } from "react-router";
import { EyeOff, Flag } from "lucide-react";
import { paths } from "../../config/paths";
import { formatDisplayDate } from "../../lib/dates";
import { T, useLocale, useT, type MessageKey } from "../../lib/i18n";
import { imageVariant } from "../../lib/upload-image";
import { Button } from "../ui/button";
import type { ReportActionInput, ReportedItem } from "./reported-item";

const KIND: Record<ReportedItem["target_type"], MessageKey> = {
  post: "reports.kind.post",
  comment: "reports.kind.comment",
  tribute: "reports.kind.tribute",
  image: "reports.kind.image",
};

type Props = {
  item: ReportedItem;
  /** The admins' page also hides and shows memorials. */
  admin?: boolean;
  pending: boolean;
  onAct: (input: ReportActionInput) => void;
};

/**
 * One reported item on the keepers' list (/dashboard/reports) and the admins' page
 * (/admin/reports): what it is, on which memorial, how many people reported it and why, and
 * the actions. Delete asks once more.
 */
export function ReportedItemCard({ item, admin = false, pending, onAct }: Props) {
  const t = useT();
  const locale = useLocale();
  const [asking, setAsking] = useState(false);
  const post = `${item.blog.firstname} ${item.blog.lastname}`.trim();
  const kind = t(KIND[item.target_type]);
  const act = (action: ReportActionInput["action"]) => onAct({ target_type: item.target_type, target_id: item.target_id, action });

  return (
    <article aria-label={t("reports.itemLabel", { kind, post })} className="rounded-lg border border-stone-200 bg-white p-4 shadow-xs sm:p-5">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-slate-800">{kind}</span>
        {item.hidden ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-px text-xs font-semibold text-amber-900">
            <EyeOff className="size-3.5" aria-hidden="true" />
            {t("reports.hidden")}
          </span>
        ) : null}
        {item.open ? null : <span className="rounded-full bg-stone-100 px-2 py-px text-xs font-semibold text-slate-600">{t("reports.resolved")}</span>}
        <time dateTime={item.last_reported_at} className="ml-auto text-slate-500">
          {formatDisplayDate(item.last_reported_at, locale)}
        </time>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        <T
          id="reports.onMemorial"
          values={{ post }}
          components={{ 0: <Link to={paths.post(item.blog.blog_id)} className="font-medium text-accent-800 underline-offset-4 hover:underline" /> }}
        />
      </p>
      {item.text ? <p className="mt-3 border-l-2 border-stone-300 pl-3.5 leading-relaxed whitespace-pre-line text-slate-700">{item.text}</p> : null}
      {item.images.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {item.images.slice(0, 4).map((url) => (
            <li key={url}>
              <img src={imageVariant(url, 320)} alt="" className="size-16 rounded-md object-cover" loading="lazy" />
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-3 flex items-center gap-2 text-sm font-medium text-slate-700">
        <Flag className="size-4 text-slate-500" aria-hidden="true" />
        {t("reports.count", { count: item.count })}
      </p>
      <ul className="mt-2 flex flex-wrap gap-1.5">
        {item.reasons.map((r) => (
          <li key={r.reason} className="rounded-full border border-stone-200 bg-stone-50 px-2.5 py-0.5 text-sm text-slate-700">
            {t(`reports.reason.${r.reason}`)}
            {r.count > 1 ? ` · ${r.count}` : ""}
          </li>
        ))}
      </ul>
      {item.details.length > 0 ? (
        <div className="mt-3">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t("reports.theirWords")}</p>
          <ul className="mt-1 space-y-1 text-sm text-slate-700">
            {item.details.map((words, i) => (
              <li key={i} className="italic">
                “{words}”
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {asking ? (
          <span role="group" aria-label={t("reports.deleteAsk")} className="inline-flex flex-wrap items-center gap-2">
            <span className="text-sm text-slate-700">{t("reports.deleteAsk")}</span>
            <Button size="sm" className="bg-rose-700 hover:bg-rose-800" disabled={pending} onClick={() => act("delete")}>
              {t("reports.deleteYes")}
            </Button>
            <Button variant="ghost" size="sm" disabled={pending} onClick={() => setAsking(false)}>
              {t("reports.cancel")}
            </Button>
          </span>
        ) : (
          <>
            {item.open || item.hidden ? (
              <Button variant="secondary" size="sm" disabled={pending} onClick={() => act("keep")}>
                {t("reports.keep")}
              </Button>
            ) : null}
            {admin && item.target_type === "post" ? (
              <Button variant="secondary" size="sm" disabled={pending} onClick={() => act(item.hidden ? "unhide" : "hide")}>
                {item.hidden ? t("reports.unhide") : t("reports.hide")}
              </Button>
            ) : null}
            <Button variant="ghost" size="sm" className="text-rose-700 hover:bg-rose-50" disabled={pending} onClick={() => setAsking(true)}>
              {t("reports.delete")}
            </Button>
          </>
        )}
      </div>
    </article>
  );
}
