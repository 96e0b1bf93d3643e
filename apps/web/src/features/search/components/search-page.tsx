import { useState } from "react";
import { useParams } from "react-router";
import { PostList } from "../../../components/memorial-card/post-list";
import { TabList, tabId, tabPanelId } from "../../../components/ui/tab-list";
import { pageTitle } from "../../../config/site";
import { T, useT } from "../../../lib/i18n";
import { useMediaQuery, WIDE_SCREEN } from "../../../lib/use-media-query";
import { useSearchPosts } from "../api/search-posts";
import { useSearchPostsCount } from "../api/search-posts-count";
import { UserList } from "./user-list";

type Tab = "memorials" | "accounts";
const TAB_PREFIX = "search";

/** /search/:query. A new search starts afresh on the first tab. */
export function SearchPage() {
  const { query = "" } = useParams();
  const text = query.trim();
  return <SearchResults key={text} query={text} />;
}

/**
 * docs/spec.md "Search": the matching memorials (with Load More) and the matching accounts. On wide
 * screens the accounts sit in the side panel 'User related to search'; on phones they are the
 * 'Accounts Matched' tab.
 */
function SearchResults({ query }: { query: string }) {
  const t = useT();
  const wide = useMediaQuery(WIDE_SCREEN);
  const [chosen, setChosen] = useState<Tab>("memorials");
  const tab: Tab = wide ? "memorials" : chosen;
  const posts = useSearchPosts(query);
  const total = useSearchPostsCount(query).data;
  const memorialsTab = { id: "memorials" as const, label: t("search.memorials") };
  const tabs = wide ? [memorialsTab] : [memorialsTab, { id: "accounts" as const, label: t("search.accountsTab") }];

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12 lg:px-8">
      <title>{pageTitle(t("search.pageTitle", { query }))}</title>
      <h1 className="font-serif text-3xl break-words text-slate-900 sm:text-4xl">
        <T id="search.resultsFor" values={{ query }} components={{ 0: <span className="text-slate-500" /> }} />
      </h1>
      {total !== undefined ? <p className="mt-2 text-slate-600">{t("search.count", { count: total })}</p> : null}

      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          {/* The cards are h3s: this names their section for screen-reader heading navigation. */}
          <h2 className="sr-only">{t("search.memorials")}</h2>
          <TabList label={t("search.results")} idPrefix={TAB_PREFIX} panels="per-tab" tabs={tabs} selected={tab} onSelect={setChosen} />
          <div
            role="tabpanel"
            id={tabPanelId(TAB_PREFIX, "memorials")}
            aria-labelledby={tabId(TAB_PREFIX, "memorials")}
            hidden={tab !== "memorials"}
            className="pt-6"
          >
            <PostList query={posts} total={total} emptyText={t("messages.noBlogsPublished")} />
          </div>
          {wide ? null : (
            <div
              role="tabpanel"
              id={tabPanelId(TAB_PREFIX, "accounts")}
              aria-labelledby={tabId(TAB_PREFIX, "accounts")}
              hidden={tab !== "accounts"}
              className="pt-4"
            >
              <UserList query={query} />
            </div>
          )}
        </div>
        {wide ? (
          <aside aria-labelledby="search-users-heading" className="self-start rounded-xl border border-stone-200 bg-white p-5 shadow-sm lg:sticky lg:top-24">
            <h2 id="search-users-heading" className="mb-3 font-serif text-xl text-slate-900">
              {t("search.usersPanel")}
            </h2>
            <UserList query={query} />
          </aside>
        ) : null}
      </div>
    </div>
  );
}
