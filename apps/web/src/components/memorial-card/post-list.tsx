import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { Feather } from "lucide-react";
import { useT } from "../../lib/i18n";
import { Button } from "../ui/button";
import { Spinner } from "../ui/spinner";
import { MemorialCard } from "./memorial-card";
import type { PostCard } from "./post-card";
import { loadedPosts } from "./post-list-paging";

type Props = {
  query: UseInfiniteQueryResult<InfiniteData<PostCard[], unknown>>;
  /** From the list's count call; undefined while it loads or if it failed. */
  total: number | undefined;
  /** In the page's language. */
  emptyText: string;
};

/**
 * A public list of memorial cards with docs/spec.md's Load More: shown while fewer posts are loaded
 * than the count call's total (and the server has a next page).
 */
export function PostList({ query, total, emptyText }: Props) {
  const t = useT();
  const posts = loadedPosts(query.data);

  if (query.isPending) {
    return (
      <div role="status" aria-label={t("cards.loading")} className="space-y-4">
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex animate-pulse gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:p-5">
            <div className="aspect-[4/5] w-24 rounded-lg bg-stone-200 sm:w-32" />
            <div className="flex-1 space-y-3 pt-1">
              <div className="h-3 w-24 rounded bg-stone-200" />
              <div className="h-5 w-2/3 rounded bg-stone-200" />
              <div className="h-3 w-1/2 rounded bg-stone-200" />
              <div className="h-3 w-5/6 rounded bg-stone-100" />
            </div>
          </div>
        ))}
      </div>
    );
  }

  if (query.isError && posts.length === 0) {
    return (
      <div className="rounded-xl border border-stone-200 bg-white px-6 py-10 text-center">
        <p className="text-slate-700">{t("cards.loadFailed")}</p>
        <Button variant="secondary" size="sm" className="mt-4" onClick={() => void query.refetch()}>
          {t("ui.tryAgain")}
        </Button>
      </div>
    );
  }

  if (posts.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-xl border border-dashed border-stone-300 bg-white/60 px-6 py-12 text-center">
        <Feather className="size-7 text-stone-400" aria-hidden="true" />
        <p className="mt-3 font-serif text-lg text-slate-700">{emptyText}</p>
      </div>
    );
  }

  const showLoadMore = query.hasNextPage && (total === undefined || posts.length < total);
  return (
    <div>
      <ul className="space-y-4">
        {posts.map((post, index) => (
          <li key={post.blog_id}>
            {/* Two cards fill a phone's first screen (and a laptop's); the rest wait until near. */}
            <MemorialCard post={post} priority={index === 0} renderWhenNear={index >= 2} />
          </li>
        ))}
      </ul>
      {showLoadMore ? (
        <div className="mt-6 flex justify-center">
          <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? <Spinner label={t("cards.loadingMore")} className="size-4" /> : null}
            {t("cards.loadMore")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
