import type { MouseEvent } from "react";
import { TAP_ID_ATTRIBUTE } from "@kma/core/page-boot";
import { Flower2 } from "lucide-react";
import { paths } from "../../../config/paths";
import { withNextPath } from "../../../lib/next-path";
import { useT } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { useIsLiked } from "../api/is-liked-by-user";
import { useLikePost } from "../api/like-post";
import type { MemorialPost } from "../api/types";
import { useViewer } from "./use-viewer";

/**
 * The like ("tribute as flower"): toggles at once, then tells the server. A signed-out visitor's
 * is a link to sign in (and back here), so it leads there without the app too (decision 037);
 * with the app, a toast says to log in first, as the spec has it.
 */
/**
 * A signed-in visitor's tap on the server's link, held until the app came, goes to the app's button (boot script).
 * The server mends a kept page's count here after a like instead of rendering the page again
 * (apps/server/src/services/like-count-patch.ts finds it by this id and the number's place): its
 * test renders this button at each count and fails when the two part.
 */
const tapId = { [TAP_ID_ATTRIBUTE]: "like" };

export function LikeButton({ post, postKey }: { post: MemorialPost; postKey: string }) {
  const t = useT();
  const viewer = useViewer(post);
  const liked = useIsLiked(post._id, viewer.username);
  const like = useLikePost(postKey, viewer.username);
  const count = post.activity.total_likes;

  const className = `inline-flex h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium shadow-xs transition-colors ${
    liked ? "border-rose-200 bg-rose-50 text-rose-700 hover:bg-rose-100" : "border-stone-300 bg-white text-slate-700 hover:bg-stone-100"
  }`;
  const content = (
    <>
      <Flower2 className={`size-[18px] ${liked ? "fill-rose-200" : ""}`} aria-hidden="true" />
      {/* The name is the visible text with "Like," before it (label in name): "Like, 3 Flowers". */}
      <span className="sr-only">{t("memorial.like.prefix")}</span> {count}{" "}
      <span className="max-sm:sr-only">{count === 1 ? t("memorial.like.flowerOne") : t("memorial.like.flowerOther")}</span>
    </>
  );

  if (!viewer.signedIn) {
    const signIn = (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      toast.error(t("messages.loginToLike"), { id: "like-login" });
    };
    return (
      <a href={withNextPath(paths.signin, paths.post(post.blog_id))} onClick={signIn} className={className} {...tapId}>
        {content}
      </a>
    );
  }

  function onClick() {
    if (like.isPending) return;
    like.mutate({ postObjectId: post._id, liked });
  }

  return (
    <button type="button" onClick={onClick} aria-pressed={liked} className={className} {...tapId}>
      {content}
    </button>
  );
}
