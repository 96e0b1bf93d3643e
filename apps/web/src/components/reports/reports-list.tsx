import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { LoaderCircle } from "lucide-react";
import { REPORTS_PAGE_SIZE } from "@kma/core/reports/report-schemas";
import { pageTitle } from "../../config/site";
import { errorMessage } from "../../lib/api-client";
import { useT, type MessageKey } from "../../lib/i18n";
import { toast, toastError } from "../../lib/toast";
import { Button } from "../ui/button";
import { Spinner } from "../ui/spinner";
import { actOnReport, type ReportActionInput, type ReportedItem } from "./reported-item";
import { ReportedItemCard } from "./reported-item-card";

type Props = {
  /** The query's key, e.g. ["reports", "keeper"]. */
  queryKey: readonly string[];
  fetchPage: (skip: number, signal: AbortSignal) => Promise<{ items: ReportedItem[] }>;
  heading: MessageKey;
  intro: MessageKey;
  admin?: boolean;
};

const DONE: Record<ReportActionInput["action"], MessageKey> = {
  keep: "reports.kept",
  delete: "reports.deleted",
  hide: "reports.hiddenDone",
  unhide: "reports.unhiddenDone",
};

/**
 * A page of reported items with Show more, shared by the keepers' /dashboard/reports and the
 * admins' /admin/reports (the list calls differ; the items and actions are the same).
 */
export function ReportsList({ queryKey, fetchPage, heading, intro, admin = false }: Props) {
  const t = useT();
  const queryClient = useQueryClient();
  const reports = useInfiniteQuery({
    queryKey,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    getNextPageParam: (last, pages) => (last.items.length < REPORTS_PAGE_SIZE ? undefined : pages.reduce((sum, page) => sum + page.items.length, 0)),
  });
  const act = useMutation({
    mutationFn: actOnReport,
    onSuccess: async (_result, input) => {
      toast.success(t(DONE[input.action]));
      await queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => toastError(error),
  });
  const items = reports.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby="reports-heading">
      <title>{pageTitle(t(heading))}</title>
      <h1 id="reports-heading" className="font-serif text-3xl text-slate-900 sm:text-[2.1rem]">
        {t(heading)}
      </h1>
      <p className="mt-1.5 max-w-2xl text-slate-600">{t(intro)}</p>
      <div className="mt-6">
        {reports.isPending ? (
          <div className="flex justify-center py-14">
            <Spinner label={t("reports.heading")} className="size-7" />
          </div>
        ) : reports.isError ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-6 py-8 text-center">
            <p className="text-base text-red-900">{errorMessage(reports.error)}</p>
            <Button variant="secondary" size="sm" className="mt-4" onClick={() => void reports.refetch()}>
              {t("dashboard.tryAgain")}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="rounded-lg border border-dashed border-stone-300 bg-white/60 px-6 py-12 text-center font-serif text-xl text-slate-800">
            {t("reports.empty")}
          </p>
        ) : (
          <ul className="space-y-4">
            {items.map((item) => (
              <li key={item.target_id}>
                <ReportedItemCard
                  item={item}
                  admin={admin}
                  pending={act.isPending && act.variables?.target_id === item.target_id}
                  onAct={(input) => act.mutate(input)}
                />
              </li>
            ))}
          </ul>
        )}
        {reports.hasNextPage ? (
          <div className="mt-6 flex justify-center">
            <Button variant="secondary" onClick={() => void reports.fetchNextPage()} disabled={reports.isFetchingNextPage}>
              {reports.isFetchingNextPage ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
              {t("reports.loadMore")}
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
