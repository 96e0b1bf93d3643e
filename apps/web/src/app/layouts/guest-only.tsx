import { Navigate, Outlet } from "react-router";
import { useSession } from "../../lib/session";

/**
 * Sign-in and sign-up are for visitors. A signed-in user is sent to `redirectTo`; this is
 * also how a successful sign-in leaves the page (saving the session re-renders this).
 */
export function GuestOnly({ redirectTo }: { redirectTo: string }) {
  const { access_token } = useSession();
  return access_token === null ? <Outlet /> : <Navigate to={redirectTo} replace />;
}
