import type { ReactNode } from "react";
import { LoaderCircle } from "lucide-react";
import { useT } from "../lib/i18n";
import { Button } from "./ui/button";
import { Spinner } from "./ui/spinner";

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

export function ListError({ message, onRetry, retryLabel }: { message: string; onRetry: () => void; retryLabel?: string }) {
  const t = useT();
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-6 py-8 text-center">
      <p className="text-base text-red-900">{message}</p>
      <Button variant="secondary" size="sm" className="mt-4" onClick={onRetry}>
        {retryLabel ?? t("dashboard.tryAgain")}
      </Button>
    </div>
  );
}

/** Shown while fewer items are loaded than the total. */
export function LoadMore({ loading, onClick, label }: { loading: boolean; onClick: () => void; label?: string }) {
  const t = useT();
  return (
    <div className="mt-6 flex justify-center">
      <Button variant="secondary" onClick={onClick} disabled={loading} aria-busy={loading}>
        {loading ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
        {label ?? t("dashboard.loadMore")}
      </Button>
    </div>
  );
}

/** What PagedList reads of a list query read page by page (TanStack's useInfiniteQuery result). */
export type PagedQuery = {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

type PagedListProps = {
  query: PagedQuery;
  /** How many items the pages read so far hold. */
  count: number;
  loadingLabel: string;
  errorText: (error: Error) => string;
  retryLabel?: string;
  /** Shown when the list has nothing in it, usually an EmptyState. */
  empty: ReactNode;
  loadMoreLabel?: string;
  /** The items read so far. */
  children: ReactNode;
};

/**
 * The states of a list read page by page: a spinner until the first page comes, the error with
 * Try again, the empty box, or the items with Load More while the server has more. A failed
 * Load More keeps the items already shown rather than replacing them with the error.
 */
export function PagedList({ query, count, loadingLabel, errorText, retryLabel, empty, loadMoreLabel, children }: PagedListProps) {
  if (query.isPending) return <ListLoading label={loadingLabel} />;
  const failed = query.isError && count === 0 ? query.error : null;
  if (failed) return <ListError message={errorText(failed)} retryLabel={retryLabel} onRetry={() => void query.refetch()} />;
  if (count === 0) return empty;
  return (
    <>
      {children}
      {query.hasNextPage ? <LoadMore loading={query.isFetchingNextPage} label={loadMoreLabel} onClick={() => void query.fetchNextPage()} /> : null}
    </>
  );
}
