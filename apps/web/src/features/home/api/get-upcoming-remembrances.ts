import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { PAGE_SIZES } from "@kma/core/limits";
import type { IsoDay } from "@kma/core/posts/remembrance-dates";
import type { PostCard } from "../../../components/memorial-card/post-card";
import { apiFetch } from "../../../lib/api-client";

export type UpcomingRemembranceCard = PostCard & {
  remembrance: { kind: "thirtyFirstDay"; date: IsoDay } | { kind: "anniversary"; date: IsoDay; ordinal: number } | { kind: "thithi"; date: IsoDay };
};
/** The server counts the week from its own today, and says which day that was. */
export type UpcomingRemembrancesPage = { blogs: UpcomingRemembranceCard[]; totalDocs: number; today: IsoDay };

/** GET /posts/upcoming-remembrances?page=: memorials whose 31st day, anniversary or yearly thithi is in the next 7 days, soonest first. */
export async function getUpcomingRemembrances(page: number, signal?: AbortSignal) {
  return apiFetch<UpcomingRemembrancesPage>(`/posts/upcoming-remembrances?page=${page}`, { signal });
}

export const upcomingRemembrancesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ["home", "upcoming-remembrances"],
    queryFn: ({ pageParam, signal }) => getUpcomingRemembrances(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: UpcomingRemembrancesPage, all: UpcomingRemembrancesPage[]) =>
      all.length * PAGE_SIZES.posts < last.totalDocs ? all.length + 1 : undefined,
  });

export const useUpcomingRemembrances = () => useInfiniteQuery(upcomingRemembrancesQueryOptions());
