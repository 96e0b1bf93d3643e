import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { PAGE_SIZES } from "@kma/core/limits";
import type { UpcomingRemembrancesAnswer as UpcomingRemembrancesPage } from "@kma/core/posts/post-answer-shapes";
import { apiFetch } from "../../../lib/api-client";

/** A card with its remembrance; the server counts the week from its own today, and says which day that was (packages/core post-answer-shapes.ts). */
export type { UpcomingRemembranceCard } from "@kma/core/posts/post-answer-shapes";
export type { UpcomingRemembrancesPage };

/** GET /posts/upcoming-remembrances?page=: memorials whose 31st day, anniversary or yearly thithi is in the next 7 days, soonest first. */
export async function getUpcomingRemembrances(page: number, signal?: AbortSignal) {
  return apiFetch(`/posts/upcoming-remembrances?page=${page}`, { signal });
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
