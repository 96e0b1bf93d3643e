import { useId, useRef, useState, type FormEvent } from "react";
import { Flag } from "lucide-react";
import { REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason, type ReportTarget } from "@kma/core/reports/report-rules";
import { Dialog, SHEET_DIALOG } from "../../../components/dialog/dialog";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api-client";
import { useT, type MessageKey } from "../../../lib/i18n";
import { useReportItem } from "../api/report-item";

/** The button's accessible name and the dialog's title, per kind of item. */
const WHAT: Record<"memorial" | "message" | "reply" | "tribute" | "photo", MessageKey> = {
  memorial: "reports.reportMemorial",
  message: "reports.reportMessage",
  reply: "reports.reportReply",
  tribute: "reports.reportTribute",
  photo: "reports.reportPhoto",
};

type Props = {
  what: keyof typeof WHAT;
  targetType: ReportTarget;
  targetId: string;
  tone?: "light" | "dark";
  /** The round outlined style of the memorial header's actions. */
  variant?: "quiet" | "pill";
};

/**
 * 'Report' on a memorial, message, reply, tribute or album photo: a small, quiet
 * button that opens a dialog with the reasons of `REPORT_REASONS` and optional words. Signed-in
 * or anonymous; the server keeps one report per person per item.
 */
export function ReportButton({ what, targetType, targetId, tone = "light", variant = "quiet" }: Props) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const quiet =
    tone === "dark"
      ? "inline-flex h-11 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-white/85 hover:bg-white/15 hover:text-white sm:h-8"
      : "inline-flex h-11 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-slate-500 hover:bg-stone-100 hover:text-slate-800 sm:h-8";
  const pill =
    "inline-flex h-11 items-center gap-2 rounded-full border border-stone-300 bg-white px-4 text-sm font-medium text-slate-600 shadow-xs hover:bg-stone-100";
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={variant === "pill" ? pill : quiet}
        aria-label={t(WHAT[what])}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Flag className="size-4" aria-hidden="true" />
        <span aria-hidden="true" className={variant === "pill" ? "max-sm:sr-only" : ""}>
          {t("reports.button")}
        </span>
      </button>
      {open ? (
        <ReportDialog title={t(WHAT[what])} targetType={targetType} targetId={targetId} opener={() => trigger.current} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

type DialogProps = { title: string; targetType: ReportTarget; targetId: string; opener: () => HTMLElement | null; onClose: () => void };

function ReportDialog({ title, targetType, targetId, opener, onClose }: DialogProps) {
  const t = useT();
  const titleId = useId();
  const detailsId = useId();
  const hintId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState("");
  const [error, setError] = useState<string | null>(null);
  const report = useReportItem();
  const done = report.data ? (report.data.already_reported ? t("reports.already") : t("reports.thanks")) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) return;
    setError(null);
    try {
      await report.mutateAsync({ target_type: targetType, target_id: targetId, reason, details: details.trim() });
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  // Over the album's lightbox too: the newest dialog alone answers Escape and Tab.
  return (
    <Dialog onClose={onClose} labelledBy={titleId} opener={opener} {...SHEET_DIALOG}>
      <h2 id={titleId} className="font-serif text-xl text-slate-900">
        {title}
      </h2>
      {done ? (
        <div className="mt-4">
          <p role="status" className="leading-relaxed text-slate-700">
            {done}
          </p>
          <div className="mt-6 flex justify-end">
            {/* The form gives way to the answer: focus moves to its Close button rather than to the page. */}
            <Button autoFocus variant="secondary" size="sm" onClick={onClose}>
              {t("reports.close")}
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} className="mt-2">
          <p className="text-base leading-relaxed text-slate-600">{targetType === "post" ? t("reports.dialogIntroMemorial") : t("reports.dialogIntro")}</p>
          <fieldset className="mt-4">
            <legend className="text-sm font-semibold text-slate-700">{t("reports.reasonLegend")}</legend>
            <div className="mt-2 space-y-1">
              {REPORT_REASONS.map((option) => (
                <label key={option} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-stone-50">
                  <input
                    type="radio"
                    name="reason"
                    value={option}
                    checked={reason === option}
                    onChange={() => setReason(option)}
                    className="size-4 accent-accent-700"
                  />
                  <span>{t(`reports.reason.${option}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <label htmlFor={detailsId} className="mt-4 block text-sm font-semibold text-slate-700">
            {t("reports.details")}
          </label>
          <textarea
            id={detailsId}
            aria-describedby={hintId}
            value={details}
            maxLength={REPORT_DETAILS_MAX}
            onChange={(event) => setDetails(event.target.value)}
            rows={3}
            className="mt-1.5 w-full rounded-lg border border-stone-300 px-3 py-2 text-base focus:border-accent-600 focus:ring-2 focus:ring-accent-100 focus:outline-none"
          />
          <p id={hintId} className="mt-1 text-xs text-slate-500">
            {t("reports.detailsHint", { max: REPORT_DETAILS_MAX })}
          </p>
          {error ? (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={onClose}>
              {t("reports.cancel")}
            </Button>
            <Button type="submit" size="sm" disabled={!reason || report.isPending}>
              {report.isPending ? t("reports.sending") : t("reports.send")}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
