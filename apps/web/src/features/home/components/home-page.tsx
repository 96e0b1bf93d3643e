import { useSearchParams } from "react-router";
import { Plus } from "lucide-react";
import { DEFAULT_PLACE, HOME_TABS, PLACES, type HomeTab, type Place } from "@kma/core/enums";
import { PostList } from "../../../components/memorial-card/post-list";
import { ButtonLink } from "../../../components/ui/button";
import { TabList, tabId, tabPanelId } from "../../../components/ui/tab-list";
import { paths } from "../../../config/paths";
import { pageTitle, SITE_NAME } from "../../../config/site";
import { useT } from "../../../lib/i18n";
import { useHomeFeed } from "../api/home-feed";
import { MostEngagedPanel } from "./most-engaged-panel";
import { PlaceChips } from "./place-chips";
import { UpcomingRemembrances } from "./upcoming-remembrances";

const TAB_PREFIX = "home";

/** The tab and place live in the address (?tab=place&place=Canada) so Back returns to them. */
function useHomeSelection() {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get("tab")?.toUpperCase();
  const tab: HomeTab = HOME_TABS.find((t) => t === tabParam) ?? "FEED";
  const place: Place = PLACES.find((p) => p.toLowerCase() === params.get("place")?.toLowerCase()) ?? DEFAULT_PLACE;

  function select(next: { tab: HomeTab; place?: Place }) {
    const search = new URLSearchParams();
    if (next.tab !== "FEED") search.set("tab", next.tab.toLowerCase());
    if (next.tab === "PLACE" && next.place && next.place !== DEFAULT_PLACE) search.set("place", next.place);
    setParams(search, { replace: true, preventScrollReset: true });
  }
  return { tab, place, select };
}

/** docs/spec.md "Home": a calm hero, the category tabs, the feed with Load More, and the most engaged posts. */
export function HomePage() {
  const { tab, place, select } = useHomeSelection();
  const { posts, total } = useHomeFeed(tab, place);
  const t = useT();
  // Only the labels are translated: the tab ids stay the API's (home-feed.ts).
  const tabs = HOME_TABS.map((id) => ({ id, label: t(`home.tab.${id}`) }));

  return (
    <div className="mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8">
      <title>{pageTitle()}</title>
      <section className="relative py-9 text-center sm:py-14">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-full rounded-b-[3rem] bg-gradient-to-b from-accent-50 to-transparent"
        />
        <h1 className="font-serif text-[2.1rem] leading-tight text-slate-900 sm:text-5xl">{SITE_NAME}</h1>
        <p className="mx-auto mt-3 max-w-xl text-base leading-relaxed text-slate-600 sm:text-lg">{t("home.intro")}</p>
        <ButtonLink to={paths.postCreate} size="sm" className="mt-6">
          <Plus className="size-4" aria-hidden="true" />
          {t("home.create")}
        </ButtonLink>
      </section>

      <div className="grid grid-cols-1 gap-10 pb-16 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-10">
        <div className="min-w-0">
          {/* The cards are h3s: this names their section for screen-reader heading navigation. */}
          <h2 className="sr-only">{t("home.memorials")}</h2>
          <TabList
            label={t("home.browse")}
            idPrefix={TAB_PREFIX}
            variant="pills"
            tabs={tabs}
            selected={tab}
            onSelect={(next) => select({ tab: next, place })}
          />
          <div role="tabpanel" id={tabPanelId(TAB_PREFIX)} aria-labelledby={tabId(TAB_PREFIX, tab)} className="mt-5">
            {tab === "PLACE" ? (
              <div className="mb-5">
                <PlaceChips selected={place} onSelect={(next) => select({ tab, place: next })} />
              </div>
            ) : null}
            {tab === "REMEMBRANCE" ? <UpcomingRemembrances /> : null}
            <PostList query={posts} total={total} emptyText={t("messages.noBlogsPublished")} />
          </div>
        </div>
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <MostEngagedPanel />
        </aside>
      </div>
    </div>
  );
}
