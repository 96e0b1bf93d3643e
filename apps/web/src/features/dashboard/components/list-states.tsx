import type { ReactNode } from "react";
import { LoaderCircle } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { useT } from "../../../lib/i18n";

/** The quiet box a list shows when it has nothing in it. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-stone-300 bg-white/60 px-6 py-12 text-center">
      <p className="font-serif text-xl text-slate-800">{title}</p>
      {children ? <div className="mx-auto mt-2 max-w-sm text-base leading-relaxed text-slate-600">{children}</div> : null}
    </div>
  );
}

export function ListLoading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-14">
      <Spinner label={label} className="size-7" />
    </div>
  );
}

export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-6 py-8 text-center">
      <p className="text-base text-red-900">{message}</p>
      <Button variant="secondary" size="sm" className="mt-4" onClick={onRetry}>
        {t("dashboard.tryAgain")}
      </Button>
    </div>
  );
}

/** Shown while fewer items are loaded than the total. */
export function LoadMore({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  const t = useT();
  return (
    <div className="mt-6 flex justify-center">
      <Button variant="secondary" onClick={onClick} disabled={loading} aria-busy={loading}>
        {loading ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
        {t("dashboard.loadMore")}
      </Button>
    </div>
  );
}
