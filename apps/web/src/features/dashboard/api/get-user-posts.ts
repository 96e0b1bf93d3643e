import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from "@tanstack/react-query";
import type { OwnPostCard } from "@kma/core/posts/post-answer-shapes";
import { apiFetch } from "../../../lib/api-client";

/** One of the signed-in author's posts, as /user-written-posts lists it (docs/api.md "List items" + draft; packages/core post-answer-shapes.ts). */
export type OwnPost = OwnPostCard;

/** "Ravi Kumar": how a post is named in lists. */
export const postName = (post: Pick<OwnPost, "firstname" | "lastname">) => `${post.firstname} ${post.lastname}`.trim();

export type UserPostsFilter = { draft: boolean; query: string };
type PageParam = { page: number; deletedDocCount: number };

/**
 * One loaded page. `totalDocs` is the count when it was fetched; `deletedDocCount` is how many
 * posts were deleted on screen before it (the screen raises it on every page after a delete),
 * sent with the next page so the server's offset skips nothing (docs/api.md "Page sizes").
 */
export type UserPostsPage = { blogs: OwnPost[]; totalDocs: number; deletedDocCount: number };
export type UserPostsData = InfiniteData<UserPostsPage>;

export function getUserWrittenPosts(body: UserPostsFilter & PageParam, signal?: AbortSignal) {
  return apiFetch("/user-written-posts", { body, signal });
}

export function getUserWrittenPostCount(body: UserPostsFilter, signal?: AbortSignal) {
  return apiFetch("/user-written-post-count", { body, signal });
}

export const userPostsQueryOptions = (filter: UserPostsFilter) =>
  infiniteQueryOptions({
    queryKey: ["user-posts", filter],
    initialPageParam: { page: 1, deletedDocCount: 0 } as PageParam,
    queryFn: async ({ pageParam, signal }): Promise<UserPostsPage> => {
      const [list, count] = await Promise.all([getUserWrittenPosts({ ...filter, ...pageParam }, signal), getUserWrittenPostCount(filter, signal)]);
      return { blogs: list.blogs, totalDocs: count.totalDocs, deletedDocCount: pageParam.deletedDocCount };
    },
    getNextPageParam: (lastPage, allPages, lastPageParam) => {
      const loaded = allPages.reduce((sum, page) => sum + page.blogs.length, 0);
      return loaded < lastPage.totalDocs ? { page: lastPageParam.page + 1, deletedDocCount: lastPage.deletedDocCount } : undefined;
    },
    // A family comes back here after editing or publishing: always show the list as it is now.
    staleTime: 0,
  });

export function useUserPosts(filter: UserPostsFilter) {
  return useInfiniteQuery(userPostsQueryOptions(filter));
}
