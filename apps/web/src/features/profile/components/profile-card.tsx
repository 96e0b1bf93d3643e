import { CalendarDays, Pencil } from "lucide-react";
import type { SocialKey } from "@kma/core/enums";
import { Avatar } from "../../../components/ui/avatar";
import { dayShortMonthYearPlain } from "../../../lib/dates";
import { ButtonLink } from "../../../components/ui/button";
import { FacebookIcon, InstagramIcon, TwitterIcon } from "../../../components/ui/social-icons";
import { paths } from "../../../config/paths";
import { useLocale, useT } from "../../../lib/i18n";
import { imageVariant } from "../../../lib/upload-image";
import { useDayOf } from "../../../lib/use-day-of";
import type { Profile } from "../api/get-profile";

// The sites' own names: the same in both languages.
const SOCIAL: Record<SocialKey, { label: string; Icon: typeof InstagramIcon }> = {
  instagram: { label: "Instagram", Icon: InstagramIcon },
  facebook: { label: "Facebook", Icon: FacebookIcon },
  x: { label: "X", Icon: TwitterIcon },
};
// docs/spec.md lists them as instagram, facebook, x.
const SOCIAL_ORDER: readonly SocialKey[] = ["instagram", "facebook", "x"];

/** Only real web addresses become links: a stored value is never trusted to be safe to open. */
function webUrl(value: string | undefined): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/** The person on their profile: avatar, names, counts, Edit Profile (own profile only), bio, links and joined date. */
export function ProfileCard({ profile, editLink }: { profile: Profile; editLink: boolean }) {
  const { fullname, username, profile_img, bio } = profile.personal_info;
  const links = SOCIAL_ORDER.map((key) => ({ key, href: webUrl(profile.social_links[key]), ...SOCIAL[key] })).filter((link) => link.href !== null);
  const t = useT();
  const locale = useLocale();
  // 'Joined on 12 Apr 2025' ('12 ஏப். 2025 அன்று இணைந்தார்').
  const joinedDay = useDayOf(profile.joinedAt, (date) => dayShortMonthYearPlain(date, locale));
  const joined = joinedDay ? t("profile.joinedOn", { date: joinedDay }) : null;
  const formatCount = (n: number) => n.toLocaleString(locale);

  return (
    <div className="rounded-xl border border-stone-200 bg-white p-6 text-center shadow-sm sm:p-7 lg:text-left">
      <Avatar
        src={profile_img ? imageVariant(profile_img, 320) : null}
        name={fullname || username}
        className="mx-auto size-28 text-4xl ring-4 ring-accent-50 lg:mx-0"
      />
      <h1 className="mt-4 font-serif text-[1.75rem] leading-tight break-words text-slate-900">{fullname}</h1>
      <p className="mt-0.5 break-words text-slate-500">@{username}</p>

      <dl className="mt-5 flex justify-center gap-8 lg:justify-start">
        <div>
          <dt className="text-sm text-slate-500">{t("profile.blogs")}</dt>
          <dd className="font-serif text-2xl text-slate-900 tabular-nums">{formatCount(profile.account_info.total_posts)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">{t("profile.reads")}</dt>
          <dd className="font-serif text-2xl text-slate-900 tabular-nums">{formatCount(profile.account_info.total_reads)}</dd>
        </div>
      </dl>

      {editLink ? (
        <ButtonLink to={paths.settingsEditProfile} variant="secondary" size="sm" className="mt-5">
          <Pencil className="size-4" aria-hidden="true" />
          {t("profile.editProfile")}
        </ButtonLink>
      ) : null}

      <div className="mt-6 border-t border-stone-100 pt-5">
        <p className={`leading-relaxed break-words whitespace-pre-line ${bio?.trim() ? "text-slate-700" : "text-slate-500 italic"}`}>
          {bio?.trim() ? bio : t("messages.nothingToRead")}
        </p>

        {links.length > 0 ? (
          <ul aria-label={t("profile.socialLinks")} className="mt-4 flex justify-center gap-2 lg:justify-start">
            {links.map(({ key, href, label, Icon }) => (
              <li key={key}>
                <a
                  href={href!}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className="inline-flex size-11 items-center justify-center rounded-full border border-stone-200 text-slate-600 transition-colors hover:border-accent-300 hover:bg-accent-50 hover:text-accent-800"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        ) : null}

        {joined ? (
          <p className="mt-4 inline-flex items-center gap-1.5 text-sm text-slate-500">
            <CalendarDays className="size-4" aria-hidden="true" />
            {joined}
          </p>
        ) : null}
      </div>
    </div>
  );
}
