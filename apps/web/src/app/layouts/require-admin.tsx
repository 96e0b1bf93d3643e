import { Outlet } from "react-router";
import { NotFoundPage } from "../../features/errors/components/not-found-page";
import { useSession } from "../../lib/session";

/**
 * The admin pages exist only for a site admin's session (decision 026); for anyone else,
 * signed in or not, the address is a page that does not exist. The server refuses their calls too.
 */
export function RequireAdmin() {
  const session = useSession();
  return session.access_token !== null && session.role === "admin" ? <Outlet /> : <NotFoundPage />;
}
