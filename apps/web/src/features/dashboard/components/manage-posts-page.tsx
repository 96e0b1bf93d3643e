import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Plus, Search } from "lucide-react";
import { EmptyState, PagedList } from "../../../components/list-states";
import { ButtonLink } from "../../../components/ui/button";
import { TabList, tabId, tabPanelId, type TabItem } from "../../../components/ui/tab-list";
import { inputClass } from "../../../components/ui/field";
import { paths } from "../../../config/paths";
import { pageTitle } from "../../../config/site";
import { T, useT } from "../../../lib/i18n";
import { toastError } from "../../../lib/toast";
import { useDeletePost } from "../api/delete-post";
import { postName, useUserPosts, type OwnPost, type UserPostsFilter } from "../api/get-user-posts";
import { ConfirmDialog } from "./confirm-dialog";
import { DraftPostCard } from "./draft-post-card";
import { PublishedPostCard } from "./published-post-card";

/**
 * /dashboard/posts (docs/spec.md "Dashboard"): the author's published memorials and drafts, chosen
 * by ?tab=draft, with a search that runs on Enter, Load More, and delete behind a confirm step.
 */
export function ManagePostsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const draft = searchParams.get("tab") === "draft";
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  const filter: UserPostsFilter = { draft, query };
  const posts = useUserPosts(filter);
  const deletePost = useDeletePost(filter);
  const [toDelete, setToDelete] = useState<OwnPost | null>(null);
  const idPrefix = useId();
  const t = useT();
  const tabs: ReadonlyArray<TabItem<"published" | "draft">> = [
    { id: "published", label: t("dashboard.publishedTab") },
    { id: "draft", label: t("dashboard.draftsTab") },
  ];

  const list = posts.data?.pages.flatMap((page) => page.blogs) ?? [];
  // The confirm closes together with the post it deleted, so focus can move on from a gone button.
  const asking = toDelete !== null && list.some((post) => post.blog_id === toDelete.blog_id);

  function confirmDelete() {
    if (!toDelete) return;
    // On success the dialog stays until the post is gone from the list (see `asking`).
    deletePost.mutate(toDelete.blog_id, {
      onError: (error) => {
        setToDelete(null);
        toastError(error, t("messages.anErrorOccurred"));
      },
    });
  }

  return (
    <section aria-labelledby="manage-posts-heading">
      <title>{pageTitle(t("dashboard.managePosts"))}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="manage-posts-heading" className="font-serif text-3xl text-slate-900 sm:text-[2.1rem]">
            {t("dashboard.managePosts")}
          </h1>
          <p className="mt-1.5 text-slate-600">{t("dashboard.managePostsIntro")}</p>
        </div>
        <ButtonLink to={paths.postCreate} size="sm" variant="secondary" className="max-sm:hidden">
          <Plus className="size-4" aria-hidden="true" />
          {t("dashboard.create")}
        </ButtonLink>
      </div>

      <div className="relative mt-6">
        <Search className="pointer-events-none absolute top-1/2 left-3.5 size-[18px] -translate-y-1/2 text-slate-400" aria-hidden="true" />
        <input
          type="search"
          aria-label={t("dashboard.searchLabel")}
          placeholder={t("dashboard.searchPlaceholder")}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            // Clearing the box brings back the whole list.
            if (event.target.value.trim() === "" && query !== "") setQuery("");
          }}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            const value = text.trim();
            if (value !== "") setQuery(value);
          }}
          className={`${inputClass} h-12 pl-10`}
        />
      </div>

      <TabList
        label={t("dashboard.postTabs")}
        idPrefix={idPrefix}
        tabs={tabs}
        selected={draft ? "draft" : "published"}
        onSelect={(tab) => setSearchParams(tab === "draft" ? { tab: "draft" } : {}, { replace: true })}
        className="mt-7"
      />

      <div id={tabPanelId(idPrefix)} role="tabpanel" aria-labelledby={tabId(idPrefix, draft ? "draft" : "published")} className="mt-6">
        <PagedList
          query={posts}
          count={list.length}
          loadingLabel={t("dashboard.loadingPosts")}
          errorText={(error) => error.message}
          empty={
            <EmptyState title={draft ? t("messages.noDraftPosts") : t("messages.noPublishedPosts")}>
              {query !== "" ? (
                t("dashboard.nothingMatches", { query })
              ) : (
                <Link to={paths.postCreate} className="font-medium text-accent-700 underline-offset-4 hover:underline">
                  {t("dashboard.createMemorial")}
                </Link>
              )}
            </EmptyState>
          }
        >
          <ul className="space-y-4">
            {list.map((post, index) => (
              <li key={post.blog_id}>
                {post.draft ? (
                  <DraftPostCard post={post} number={index + 1} onDelete={() => setToDelete(post)} />
                ) : (
                  <PublishedPostCard post={post} onDelete={() => setToDelete(post)} />
                )}
              </li>
            ))}
          </ul>
        </PagedList>
      </div>

      {asking && toDelete ? (
        <ConfirmDialog
          title={toDelete.draft ? t("dashboard.deleteDraftTitle") : t("dashboard.deletePostTitle")}
          confirmLabel={deletePost.isPending ? t("dashboard.deleting") : t("dashboard.delete")}
          busy={deletePost.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setToDelete(null)}
        >
          {toDelete.draft ? (
            t("dashboard.deleteDraftText", { name: postName(toDelete) })
          ) : (
            <T id="dashboard.deletePostText" values={{ name: postName(toDelete) }} components={{ 0: <strong className="font-medium text-slate-800" /> }} />
          )}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
