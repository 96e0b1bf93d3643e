import { useParams } from "react-router";
import { Button, ButtonLink } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { pageTitle } from "../../../config/site";
import { ApiError } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n";
import { usePostForEdit } from "../api/get-post-for-edit";
import { PostForm } from "./post-form";

/** /postcreate (a new memorial) and /postcreate/:post_id (the author's draft or published post). */
export function PostCreatePage() {
  const { post_id: postId } = useParams();
  return postId ? <EditPost key={postId} postId={postId} /> : <PostForm />;
}

function EditPost({ postId }: { postId: string }) {
  const post = usePostForEdit(postId);
  const t = useT();
  if (post.isPending) {
    return (
      <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-slate-600">
        <title>{pageTitle(t("posts.editHeading"))}</title>
        <Spinner className="size-8" label={t("posts.loading")} />
        <p aria-hidden="true">{t("posts.loadingDots")}</p>
      </div>
    );
  }
  if (post.isError) return <LoadFailed error={post.error} onRetry={() => void post.refetch()} />;
  return <PostForm initial={post.data.fields} blogId={post.data.blogId} published={!post.data.draft} coKeeper={post.data.coKeeper === true} />;
}

/** A post that cannot be loaded says so (never an empty form that would save as a new post). */
function LoadFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const t = useT();
  const status = error instanceof ApiError ? error.status : 0;
  const heading = t(status === 404 ? "posts.notFound" : status === 403 ? "posts.notYours" : "posts.loadFailed");
  const detail = t(status === 404 ? "posts.notFoundDetail" : status === 403 ? "posts.notYoursDetail" : "posts.loadFailedDetail");
  return (
    <section className="mx-auto max-w-xl px-5 py-20 text-center sm:py-28" role="alert">
      <title>{pageTitle(t("posts.editHeading"))}</title>
      <h1 className="font-serif text-3xl text-slate-900">{heading}</h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-600">{detail}</p>
      {status >= 400 && status !== 403 && status !== 404 ? <p className="mt-2 text-sm text-slate-500">{error.message}</p> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {status === 0 || status >= 500 ? (
          <Button variant="secondary" onClick={onRetry}>
            {t("posts.tryAgain")}
          </Button>
        ) : null}
        <ButtonLink to={paths.dashboardPosts}>{t("posts.backToDashboard")}</ButtonLink>
      </div>
    </section>
  );
}
