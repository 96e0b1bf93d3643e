import { Link } from "react-router";
import { tamilNameOf } from "../../../components/memorial-card/post-card";
import { paths } from "../../../config/paths";
import { useCategoryLabel } from "../../../components/memorial-card/category-label";
import { dayShortMonthYear } from "../../../lib/dates";
import { T, useLocale, useT } from "../../../lib/i18n";
import { imageSrcSet, imageVariant } from "../../../lib/upload-image";
import { useDayOf } from "../../../lib/use-day-of";
import type { MemorialPost } from "../api/types";
import { formatLifeDate } from "../lib/life-dates";
import type { ReactNode } from "react";

const PLACEHOLDER = "/images/placeholder-portrait.png";

/** The portrait's displayed width (size-40, sm:size-52). */
const PORTRAIT_SIZES = "(min-width: 640px) 208px, 160px";

const join = (...parts: string[]) =>
  parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(", ");

function Fact({ label, date, place }: { label: string; date: string; place: string }) {
  return (
    <div className="min-w-0 px-4 text-center">
      <dt className="text-xs font-semibold tracking-[0.18em] [&:lang(ta)]:tracking-normal break-words text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 font-serif text-lg text-slate-900">{date || "—"}</dd>
      {place ? <dd className="text-sm text-slate-600">{place}</dd> : null}
    </div>
  );
}

/**
 * The top of the memorial: background image, round portrait, category, name, birth and death
 * dates and places, who published it and when. `actions` (like, memorials, edit) sit under it.
 */
export function MemorialHeader({ post, actions }: { post: MemorialPost; actions: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const published = useDayOf(post.publishedAt, (date) => dayShortMonthYear(date, locale));
  const categoryLabel = useCategoryLabel();
  const name = `${post.firstname} ${post.lastname}`.trim();
  const tamilName = tamilNameOf(post);
  const portrait = post.profilebanner.trim();
  const background = post.backgroundimage.trim();
  const born = formatLifeDate(post.birthdate, post.birthmonth, post.birthyear, locale);
  const died = formatLifeDate(post.deathdate, post.deathmonth, post.deathyear, locale);
  const username = post.author.personal_info.username;

  return (
    <header>
      <div className="relative h-44 overflow-hidden bg-slate-700 sm:h-64 lg:h-80">
        {background ? (
          <img
            src={imageVariant(background, 1280)}
            srcSet={imageSrcSet(background)}
            sizes="100vw"
            alt=""
            fetchPriority="high"
            onError={(event) => (event.currentTarget.style.display = "none")}
            className="absolute inset-0 size-full object-cover"
          />
        ) : null}
        <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-b from-slate-950/5 via-slate-950/15 to-slate-950/45" />
      </div>

      <div className="relative mx-auto -mt-20 max-w-4xl px-4 text-center sm:-mt-28 sm:px-6">
        <img
          src={portrait ? imageVariant(portrait, 640) : PLACEHOLDER}
          srcSet={portrait ? imageSrcSet(portrait) : undefined}
          sizes={PORTRAIT_SIZES}
          width={208}
          height={208}
          fetchPriority="high"
          alt={t("memorial.header.portraitAlt", { name })}
          onError={(event) => {
            if (!event.currentTarget.src.endsWith(PLACEHOLDER)) {
              event.currentTarget.srcset = "";
              event.currentTarget.src = PLACEHOLDER;
            }
          }}
          className="mx-auto size-40 rounded-full bg-stone-200 object-cover shadow-lg ring-[6px] ring-paper sm:size-52"
        />
        {post.title ? (
          <p className="mt-5 text-xs font-semibold tracking-[0.25em] [&:lang(ta)]:tracking-normal text-accent-700 uppercase">{categoryLabel(post.title)}</p>
        ) : null}
        <h1 className="mt-2 font-serif text-4xl leading-tight text-slate-900 sm:text-5xl">{name}</h1>
        {tamilName ? (
          <p lang="ta" className="mt-1 font-serif text-2xl leading-normal text-slate-800 sm:text-3xl">
            {tamilName}
          </p>
        ) : null}
        {post.nickname.trim() ? <p className="mt-1 font-serif text-lg text-slate-600 italic">&ldquo;{post.nickname.trim()}&rdquo;</p> : null}
        {typeof post.age === "number" && post.age > 0 ? <p className="mt-2 text-slate-600">{t("memorial.header.aged", { age: post.age })}</p> : null}

        <dl className="mx-auto mt-6 grid max-w-xl grid-cols-2 divide-x divide-stone-300">
          <Fact label={t("memorial.header.born")} date={born} place={join(post.birthcity, post.birthcountry)} />
          <Fact label={t("memorial.header.passedAway")} date={died} place={post.deathcountry.trim()} />
        </dl>

        <p className="mt-6 text-slate-600">
          <T
            id={post.publishedAt ? "memorial.header.publishedByOn" : "memorial.header.publishedBy"}
            values={{ username, date: published }}
            components={{
              0: <Link to={paths.user(username)} className="font-medium text-accent-800 hover:underline" />,
              1: <time dateTime={post.publishedAt ?? undefined} />,
            }}
          />
        </p>
        <div className="mt-5 flex flex-wrap items-center justify-center gap-2.5">{actions}</div>
      </div>
    </header>
  );
}
