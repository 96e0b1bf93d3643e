import { useEffect } from "react";
import { Outlet, ScrollRestoration, useNavigate, useNavigation } from "react-router";
import { useNewNotificationCheck } from "../../features/dashboard/api/get-new-notification";
import { paths } from "../../config/paths";
import { useT } from "../../lib/i18n";
import { onSessionExpired } from "../../lib/session";
import { toast } from "../../lib/toast";
import { Footer } from "./footer";
import { TopBar } from "./top-bar";

/** The site frame: top bar, the screen, footer. Also where an expired session leads to /signin. */
export function RootLayout() {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const t = useT();
  useNewNotificationCheck();

  useEffect(
    () =>
      onSessionExpired(() => {
        toast.error(t("messages.sessionExpired"), { id: "session-expired" });
        void navigate(paths.signin);
      }),
    [navigate, t],
  );

  return (
    <div id="home" className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2.5 font-medium text-accent-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("footer.skipToContent")}
      </a>
      {navigation.state === "loading" ? <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-accent-600" /> : null}
      <TopBar />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
