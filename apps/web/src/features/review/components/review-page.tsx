import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { pageTitle } from "../../../config/site";
import { useT } from "../../../lib/i18n";
import { useHeldItems } from "../api/get-held-items";
import { HeldItemCard } from "./held-item-card";

/**
 * /dashboard/review (decision 024): the items waiting for the caller's approval on every
 * memorial they keep, oldest first. A decided item leaves the list at once.
 */
export function ReviewPage() {
  const t = useT();
  const held = useHeldItems();
  const items = held.data?.pages.flatMap((page) => page.items) ?? [];
  const total = held.data?.pages.at(-1)?.totalDocs ?? 0;

  return (
    <section aria-labelledby="review-heading">
      <title>{pageTitle(t("review.title"))}</title>
      <h1 id="review-heading" className="font-serif text-3xl text-slate-900 sm:text-[2.1rem]">
        {t("review.title")}
      </h1>
      <p className="mt-1.5 text-slate-600">{t("review.intro")}</p>

      <div className="mt-6">
        {held.isPending ? (
          <div className="flex justify-center py-14">
            <Spinner label={t("review.loading")} className="size-7" />
          </div>
        ) : held.isError && items.length === 0 ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-6 py-8 text-center">
            <p className="text-base text-red-900">{t("review.loadFailed")}</p>
            <Button variant="secondary" size="sm" className="mt-4" onClick={() => void held.refetch()}>
              {t("review.tryAgain")}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <div className="rounded-lg border border-dashed border-stone-300 bg-white/60 px-6 py-12 text-center">
            <p className="font-serif text-xl text-slate-800">{t("review.empty")}</p>
          </div>
        ) : (
          <>
            <p className="mb-3 text-sm font-medium text-slate-600" aria-live="polite">
              {t("review.count", { count: total })}
            </p>
            <ul className="space-y-3">
              {items.map((item) => (
                <li key={item._id}>
                  <HeldItemCard item={item} />
                </li>
              ))}
            </ul>
            {held.hasNextPage ? (
              <div className="mt-6 flex justify-center">
                <Button variant="secondary" disabled={held.isFetchingNextPage} onClick={() => void held.fetchNextPage()}>
                  {t("review.loadMore")}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
