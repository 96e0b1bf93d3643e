import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from "@tanstack/react-query";
import type { ContactKind } from "@kma/core/engagement/contact-details";
import type { HeldKind } from "@kma/core/engagement/review-rules";
import { apiFetch } from "../../../lib/api-client";

/** A held item as POST /held-items answers it (server presenters/held-item-presenter.ts). */
export type HeldItem = {
  kind: HeldKind;
  _id: string;
  text: string | null;
  image: string[] | null;
  createdAt: string;
  /** What held it whatever the setting; empty when the memorial's 'review' setting did. */
  contact: ContactKind[];
  poster: { firstname: string; lastname: string; personal_info: { username: string; fullname: string; profile_img: string } | null };
  can_trust: boolean;
  blog: { _id: string; blog_id: string; title: string; firstname: string; lastname: string };
};

export type HeldItemsPage = { items: HeldItem[]; totalDocs: number };

export function getHeldItems(skip: number, signal?: AbortSignal) {
  return apiFetch<HeldItemsPage>("/held-items", { body: { skip }, signal });
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
