import { Link } from "react-router";
import { Avatar } from "../../../components/ui/avatar";
import { paths } from "../../../config/paths";
import { imageVariant } from "../../../lib/upload-image";
import type { UserCardData } from "../api/search-users";

/** docs/spec.md "User cards": profile image, full name and @username, linking to /user/{username}. */
export function UserCard({ user }: { user: UserCardData }) {
  const { fullname, username, profile_img } = user.personal_info;
  return (
    <Link to={paths.user(username)} className="flex items-center gap-3 rounded-lg px-2 py-2.5 transition-colors hover:bg-stone-100">
      <Avatar src={profile_img ? imageVariant(profile_img, 320) : null} name={fullname || username} className="size-11 shrink-0" />
      <span className="min-w-0">
        <span className="block truncate font-medium text-slate-900">{fullname}</span> <span className="block truncate text-sm text-slate-500">@{username}</span>
      </span>
    </Link>
  );
}
