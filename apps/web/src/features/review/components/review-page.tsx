import { AccountPage } from "../../../components/account-page";
import { EmptyState, PagedList } from "../../../components/list-states";
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
    <AccountPage headingId="review-heading" title={t("review.title")} intro={t("review.intro")}>
      <PagedList
        query={held}
        count={items.length}
        loadingLabel={t("review.loading")}
        errorText={() => t("review.loadFailed")}
        retryLabel={t("review.tryAgain")}
        empty={<EmptyState title={t("review.empty")} />}
        loadMoreLabel={t("review.loadMore")}
      >
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
      </PagedList>
    </AccountPage>
  );
}
