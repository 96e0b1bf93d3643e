import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from "@tanstack/react-query";
import type { HeldItem, HeldItemsAnswer as HeldItemsPage } from "@kma/core/engagement/engagement-answer-shapes";
import { apiFetch } from "../../../lib/api-client";

/** A held item as POST /held-items answers it, and a page of them (packages/core engagement-answer-shapes.ts). */
export type { HeldItem, HeldItemsPage };

export function getHeldItems(skip: number, signal?: AbortSignal) {
  return apiFetch("/held-items", { body: { skip }, signal });
}

export const heldItemsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ["held-items"],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => getHeldItems(pageParam, signal),
    getNextPageParam: (lastPage, allPages) => {
      const loaded = allPages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < lastPage.totalDocs ? loaded : undefined;
    },
    staleTime: 0,
  });

export function useHeldItems() {
  return useInfiniteQuery(heldItemsQueryOptions());
}

/** Takes a decided item out of the loaded pages (one fewer waiting). */
export function withoutItem<P>(data: InfiniteData<HeldItemsPage, P> | undefined, id: string): InfiniteData<HeldItemsPage, P> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      items: page.items.filter((item) => item._id !== id),
      totalDocs: Math.max(0, page.totalDocs - (page.items.some((item) => item._id === id) ? 1 : 0)),
    })),
  };
}
