import { Navigate, Outlet, useSearchParams } from "react-router";
import { safeNextPath } from "../../lib/next-path";
import { useSession } from "../../lib/session";

/**
 * Sign-in and sign-up are for visitors. A signed-in user is sent to `redirectTo`, or to the
 * page that sent them here (`?next=`, a path on this site only); this is also how a successful
 * sign-in leaves the page (saving the session re-renders this).
 */
export function GuestOnly({ redirectTo }: { redirectTo: string }) {
  const { access_token } = useSession();
  const [searchParams] = useSearchParams();
  return access_token === null ? <Outlet /> : <Navigate to={safeNextPath(searchParams.get("next")) ?? redirectTo} replace />;
}
