import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { HOME_TAB_TITLES, type HomeTab, type Place } from "@kma/core/enums";
import { latestPostsQueryOptions } from "./get-latest-posts";
import { latestPostsCountQueryOptions } from "./get-latest-posts-count";
import { searchPostsQueryOptions, type HomeSearch } from "./search-posts";
import { searchPostsCountQueryOptions } from "./search-posts-count";

/**
 * What a Home tab asks the server for: FEED is the latest posts; RECENT, OBITUARY and
 * REMEMBRANCE search by their title; PLACE searches title 'place' with the place as query.
 */
export function homeSearchOf(tab: HomeTab, place: Place): HomeSearch | null {
  if (tab === "FEED") return null;
  if (tab === "PLACE") return { title: "place", query: place };
  return { title: HOME_TAB_TITLES[tab] ?? tab };
}

/** The selected tab's posts and their total (for Load More). Only the selected tab's calls run. */
export function useHomeFeed(tab: HomeTab, place: Place) {
  const search = homeSearchOf(tab, place);
  const latest = useInfiniteQuery({ ...latestPostsQueryOptions(), enabled: search === null });
  const searched = useInfiniteQuery({ ...searchPostsQueryOptions(search ?? NO_SEARCH), enabled: search !== null });
  const latestCount = useQuery({ ...latestPostsCountQueryOptions(), enabled: search === null });
  const searchedCount = useQuery({ ...searchPostsCountQueryOptions(search ?? NO_SEARCH), enabled: search !== null });
  return search === null ? { posts: latest, total: latestCount.data } : { posts: searched, total: searchedCount.data };
}

const NO_SEARCH: HomeSearch = { title: "" };
