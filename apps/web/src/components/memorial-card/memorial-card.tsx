import { useId, useState } from "react";
import { Link } from "react-router";
import { BookOpenText, Flower2, Share2, Sprout } from "lucide-react";
import { paths } from "../../config/paths";
import { useLocale, useT } from "../../lib/i18n";
import { SharePopover } from "../share/share-popover";
import { postShareUrl } from "../share/share-links";
import { birthDateOf, deathDateOf, descriptionOf, fullNameOf, tamilNameOf, tributeCountOf, type PostCard } from "./post-card";
import { useCategoryLabel } from "./category-label";
import { CARD_PORTRAIT_SIZES, PostThumbnail } from "./post-thumbnail";

// Tamil labels are longer: on phones they may take two lines (the button grows), never spill out.
const actionClass =
  "inline-flex min-h-11 w-full sm:min-h-9 items-center justify-center gap-1.5 rounded-lg border border-stone-300 bg-white px-2 text-center text-[0.84rem] leading-tight font-medium whitespace-nowrap [&:lang(ta)]:whitespace-normal text-slate-700 shadow-xs transition-colors hover:border-stone-400 hover:bg-stone-50 hover:text-slate-900 sm:w-auto sm:px-3 sm:text-sm";
// On phones the three visible buttons share the row equally, without icons, so none wraps.
const actionIcon = "size-4 max-sm:hidden";

/**
 * A card below the first screen is styled and laid out only when it comes near the viewport
 * (decision 032): on a phone the feed's first layout was most of its blocking time. Until then
 * it keeps a card's usual height inside its padding (300 px tall on a phone, 269 px from sm up),
 * then the height it last had. Paint containment would clip the share popover at the card's
 * edge, so it is off while that is open.
 */
const RENDER_WHEN_NEAR = "[content-visibility:auto] [contain-intrinsic-size:auto_270px] sm:[contain-intrinsic-size:auto_230px]";

/** Where the card's buttons lead on the memorial page; that page opens the matching panel from the hash. */
export const TRIBUTE_HASH = "#tribute";
export const MEMORIAL_HASH = "#memorial";

/**
 * docs/spec.md "Memorial card": portrait, category, name, dates, where they were born and died,
 * tribute count, and View More (not on small screens), Share, Tribute and Memory Wall.
 * View More, Tribute and Memory Wall open the memorial page (docs/decisions/006-card-buttons-navigate.md).
 */
export function MemorialCard({
  post,
  headingLevel = 3,
  priority = false,
  renderWhenNear = false,
}: {
  post: PostCard;
  headingLevel?: 2 | 3;
  /** The first card: its portrait is fetched at once, often the largest paint. */
  priority?: boolean;
  /** Below the first screen: laid out only as it comes near (RENDER_WHEN_NEAR). */
  renderWhenNear?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const categoryLabel = useCategoryLabel();
  const [shareOpen, setShareOpen] = useState(false);
  const nameId = useId();
  const name = fullNameOf(post);
  const tamilName = tamilNameOf(post);
  const href = paths.post(post.blog_id);
  const born = birthDateOf(post, locale);
  const died = deathDateOf(post, locale);
  const description = descriptionOf(post, {
    bornIn: (place) => t("cards.bornIn", { place }),
    passedAwayIn: (place) => t("cards.passedAwayIn", { place }),
  });
  const tributes = tributeCountOf(post);
  const Heading = headingLevel === 2 ? "h2" : "h3";

  return (
    <article
      aria-labelledby={nameId}
      className={`rounded-xl border border-stone-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md sm:p-5 ${renderWhenNear && !shareOpen ? RENDER_WHEN_NEAR : ""}`}
    >
      <div className="flex gap-4 sm:gap-5">
        <Link to={href} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <PostThumbnail src={post.profilebanner} className="aspect-[4/5] w-24 rounded-lg sm:w-32" sizes={CARD_PORTRAIT_SIZES} priority={priority} />
        </Link>
        <div className="min-w-0 flex-1">
          {post.title ? (
            <p className="text-xs font-semibold tracking-wider [&:lang(ta)]:tracking-normal text-accent-700 uppercase">{categoryLabel(post.title)}</p>
          ) : null}
          <Heading id={nameId} className="mt-1 font-serif text-xl leading-snug text-slate-900 sm:text-[1.4rem]">
            <Link to={href} className="rounded-sm hover:text-accent-800 hover:underline hover:decoration-accent-300 hover:underline-offset-4">
              {name}
            </Link>
          </Heading>
          {tamilName ? (
            <p lang="ta" className="font-serif text-base leading-relaxed text-slate-700 sm:text-lg">
              {tamilName}
            </p>
          ) : null}
          {born || died ? <p className="mt-1 text-sm text-slate-600">{[born, died].filter(Boolean).join(" – ")}</p> : null}
          {description ? <p className="mt-2 line-clamp-3 text-base leading-relaxed text-slate-600">{description}</p> : null}
          <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-slate-500">
            <Flower2 className="size-4 text-accent-600" aria-hidden="true" />
            {t("cards.tributes", { count: tributes })}
          </p>
        </div>
      </div>

      <div className="mt-4 grid grid-cols-3 gap-2 border-t border-stone-100 pt-3.5 sm:flex sm:flex-wrap sm:items-center">
        <Link to={href} aria-describedby={nameId} className={`${actionClass} max-sm:hidden`}>
          <BookOpenText className={actionIcon} aria-hidden="true" />
          {t("cards.viewMore")}
        </Link>
        <div className="relative">
          <button
            type="button"
            aria-describedby={nameId}
            aria-expanded={shareOpen}
            aria-haspopup="dialog"
            onClick={() => setShareOpen((open) => !open)}
            className={actionClass}
          >
            <Share2 className={actionIcon} aria-hidden="true" />
            {t("cards.share")}
          </button>
          {shareOpen ? <SharePopover url={postShareUrl(post.blog_id)} title={name} onClose={() => setShareOpen(false)} /> : null}
        </div>
        <Link to={`${href}${TRIBUTE_HASH}`} aria-describedby={nameId} className={actionClass}>
          <Flower2 className={actionIcon} aria-hidden="true" />
          {t("cards.tribute")}
        </Link>
        <Link to={`${href}${MEMORIAL_HASH}`} aria-describedby={nameId} className={actionClass}>
          <Sprout className={actionIcon} aria-hidden="true" />
          {t("cards.memoryWall")}
        </Link>
      </div>
    </article>
  );
}
