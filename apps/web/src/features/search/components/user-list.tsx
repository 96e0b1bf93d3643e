import { Users } from "lucide-react";
import { useT } from "../../../lib/i18n";
import { useSearchUsers } from "../api/search-users";
import { UserCard } from "./user-card";

/** The accounts that match a search: the side panel on wide screens, the 'Accounts Matched' tab on phones. */
export function UserList({ query }: { query: string }) {
  const t = useT();
  const { data: users, isPending, isError, refetch } = useSearchUsers(query);

  if (isPending) {
    return (
      <ul role="status" aria-label={t("search.loadingAccounts")} className="space-y-2">
        {[0, 1, 2].map((i) => (
          <li key={i} className="flex animate-pulse items-center gap-3 px-2 py-2.5">
            <div className="size-11 rounded-full bg-stone-200" />
            <div className="flex-1 space-y-2">
              <div className="h-4 w-2/3 rounded bg-stone-200" />
              <div className="h-3 w-1/3 rounded bg-stone-100" />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  if (isError) {
    return (
      <p className="px-2 py-4 text-sm text-slate-600">
        {t("search.accountsFailed")}{" "}
        <button type="button" onClick={() => void refetch()} className="font-medium text-accent-700 underline-offset-4 hover:underline">
          {t("ui.tryAgain")}
        </button>
      </p>
    );
  }
  if (users.length === 0) {
    return (
      <div className="flex flex-col items-center px-4 py-8 text-center">
        <Users className="size-6 text-stone-400" aria-hidden="true" />
        <p className="mt-2 font-serif text-lg text-slate-700">{t("messages.noUserFound")}</p>
      </div>
    );
  }
  return (
    <ul className="-mx-2 divide-y divide-stone-100">
      {users.map((user) => (
        <li key={user.personal_info.username}>
          <UserCard user={user} />
        </li>
      ))}
    </ul>
  );
}
