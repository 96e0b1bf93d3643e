import { Link } from "react-router";
import { Avatar } from "../../../components/ui/avatar";
import { paths } from "../../../config/paths";
import { dayShortMonthYear } from "../../../lib/dates";
import { useLocale, useT } from "../../../lib/i18n";
import { readersName } from "../../../lib/former-member";
import { imageVariant } from "../../../lib/upload-image";
import { useDayOf } from "../../../lib/use-day-of";
import type { Poster } from "../api/types";

type Props = { firstName: string; lastName: string; place: string; at: string; poster: Poster };

/** Who wrote a memorial, reply or tribute: avatar, name (their profile when signed in), place and date. */
export function PosterLine({ firstName, lastName, place, at, poster }: Props) {
  const t = useT();
  const locale = useLocale();
  const day = useDayOf(at, (date) => dayShortMonthYear(date, locale));
  const stored = `${firstName} ${lastName}`.trim();
  const name = (poster ? stored : readersName(stored, t)) || poster?.personal_info.fullname || t("memorial.aVisitor");
  const image = poster?.personal_info.profile_img ? imageVariant(poster.personal_info.profile_img, 320) : null;
  const residence = place || poster?.personal_info.residence || "";
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar src={image} name={name} className="size-10 shrink-0" />
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900">
          {poster ? (
            <Link to={paths.user(poster.personal_info.username)} className="hover:text-accent-800 hover:underline">
              {name}
            </Link>
          ) : (
            name
          )}
        </p>
        <p className="truncate text-sm text-slate-500">
          {residence ? <>{residence} · </> : null}
          <time dateTime={at}>{day}</time>
        </p>
      </div>
    </div>
  );
}
