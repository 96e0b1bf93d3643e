import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { postPaging } from "../../../components/memorial-card/post-list-paging";
import { apiFetch } from "../../../lib/api-client";

/** POST /search-posts {author, page}: the profile's 'Blogs Published' (author = the user's _id). */
export async function getAuthorPosts(author: string, page: number, signal?: AbortSignal) {
  return (await apiFetch("/search-posts", { body: { author, page }, signal })).blogs;
}

export const authorPostsQueryOptions = (author: string) =>
  infiniteQueryOptions({
    queryKey: ["profile", "posts", author],
    queryFn: ({ pageParam, signal }) => getAuthorPosts(author, pageParam, signal),
    ...postPaging,
  });

export const useAuthorPosts = (author: string) => useInfiniteQuery(authorPostsQueryOptions(author));
