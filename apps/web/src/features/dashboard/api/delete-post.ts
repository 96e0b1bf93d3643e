import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { userPostsQueryOptions, type UserPostsData, type UserPostsFilter } from "./get-user-posts";

export function deletePost(blog_id: string) {
  return apiFetch("/delete-post", { body: { blog_id } });
}

/** Takes a deleted post out of a loaded list: one fewer in total, one more deleted before every later page. */
export function withoutPost(data: UserPostsData | undefined, blogId: string): UserPostsData | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      blogs: page.blogs.filter((blog) => blog.blog_id !== blogId),
      totalDocs: Math.max(0, page.totalDocs - 1),
      deletedDocCount: page.deletedDocCount + 1,
    })),
  };
}

/**
 * Deletes a post, then removes it from the list on screen. If that empties what is loaded
 * while more posts exist, the list loads again from the first page (docs/spec.md section 4).
 */
export function useDeletePost(filter: UserPostsFilter) {
  const queryClient = useQueryClient();
  const { queryKey } = userPostsQueryOptions(filter);
  return useMutation({
    mutationFn: deletePost,
    onSuccess: async (_result, blogId) => {
      // Other tabs and searches may hold it too: they load afresh when shown next.
      await queryClient.invalidateQueries({ queryKey: ["user-posts"], refetchType: "none" });
      const data = queryClient.setQueryData(queryKey, (old) => withoutPost(old, blogId));
      const loaded = data?.pages.reduce((sum, page) => sum + page.blogs.length, 0) ?? 0;
      const total = data?.pages.at(-1)?.totalDocs ?? 0;
      if (loaded === 0 && total > 0) await queryClient.resetQueries({ queryKey, exact: true });
    },
  });
}
