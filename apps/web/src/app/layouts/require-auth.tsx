import { useState } from "react";
import { Link, Navigate, Outlet } from "react-router";
import { buttonClass } from "../../components/ui/button";
import { paths } from "../../config/paths";
import { useT } from "../../lib/i18n";
import { useSession } from "../../lib/session";

/**
 * Dashboard, settings and the create screens need a token; arriving without one goes to
 * /signin. When the session ends while the user is here, whoever ended it navigates
 * (Log Out to /, an expired token to /signin); redirecting here as well would race
 * with that. Meanwhile, or when another tab logged out, a short notice stands in.
 */
export function RequireAuth() {
  const { access_token } = useSession();
  const [enteredSignedIn] = useState(access_token !== null);
  const t = useT();
  if (access_token !== null) return <Outlet />;
  if (!enteredSignedIn) return <Navigate to={paths.signin} replace />;
  return (
    <section className="mx-auto max-w-xl px-5 py-24 text-center">
      <h1 className="font-serif text-3xl text-slate-900">{t("common.signedOutTitle")}</h1>
      <p className="mt-4 text-lg text-slate-600">{t("common.signedOutText")}</p>
      <Link to={paths.signin} className={`${buttonClass()} mt-8`}>
        {t("common.signIn")}
      </Link>
    </section>
  );
}
