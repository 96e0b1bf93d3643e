import type { InfiniteData } from "@tanstack/react-query";
import { PAGE_SIZES } from "@kma/core/limits";
import type { PostCard } from "./post-card";

/**
 * Paging for the public post lists (latest-posts, search-posts): pages of PAGE_SIZES.posts,
 * numbered from 1. Spread into infiniteQueryOptions. A short page means there is no next one;
 * the count call decides whether Load More shows (see PostList).
 */
export const postPaging = {
  initialPageParam: 1,
  getNextPageParam: (lastPage: PostCard[], allPages: PostCard[][]) => (lastPage.length < PAGE_SIZES.posts ? undefined : allPages.length + 1),
};

/** Every loaded post, in order, without the duplicates a post published between two page loads would cause. */
export function loadedPosts(data: InfiniteData<PostCard[], unknown> | undefined): PostCard[] {
  if (!data) return [];
  const seen = new Set<string>();
  return data.pages.flat().filter((post) => (seen.has(post.blog_id) ? false : (seen.add(post.blog_id), true)));
}
