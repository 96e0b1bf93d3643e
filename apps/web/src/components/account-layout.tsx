import { useId, useState, type ComponentType, type SVGProps } from "react";
import { NavLink, Outlet, useLocation } from "react-router";
import { Bell, ChevronDown, FileText, Flag, FolderLock, KeyRound, LayoutDashboard, Plus, ShieldCheck, UserRound, UsersRound } from "lucide-react";
import { paths } from "../config/paths";
import { useT } from "../lib/i18n";
import { useSession } from "../lib/session";
import { EmailVerificationNotice } from "./email-verification-notice";

type Item = { to: string; label: string; Icon: ComponentType<SVGProps<SVGSVGElement>>; dot?: boolean };

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `group flex items-center gap-3 rounded-lg px-3 py-2.5 text-base transition-colors ${
    isActive ? "bg-accent-50 font-medium text-accent-800 ring-1 ring-accent-100" : "text-slate-700 hover:bg-stone-100 hover:text-slate-900"
  }`;

function Links({ items, onNavigate }: { items: Item[]; onNavigate: () => void }) {
  const t = useT();
  return (
    <ul className="space-y-0.5">
      {items.map(({ to, label, Icon, dot }) => (
        <li key={to}>
          <NavLink to={to} end className={linkClass} onClick={onNavigate}>
            <Icon className="size-[18px] shrink-0 text-slate-500 group-aria-[current=page]:text-accent-700" aria-hidden="true" />
            <span>{label}</span>
            {dot ? (
              <>
                <span aria-hidden="true" data-testid="sidebar-new-dot" className="ml-auto size-2.5 rounded-full bg-red-600" />
                <span className="sr-only">{t("settings.nav.newNotifications")}</span>
              </>
            ) : null}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

const groupHeading = "px-3 pb-2 text-xs font-semibold tracking-[0.14em] text-slate-500 uppercase";

/**
 * The frame of /dashboard and /settings (docs/spec.md "Dashboard"): a sidebar with Posts,
 * Notifications (red dot while something is new) and Create, then a Settings group with
 * Edit Profile, Change Password and Your Data. Below md the sidebar folds into a menu behind a toggle.
 */
export function AccountLayout() {
  const session = useSession();
  const newNotifications = session.access_token !== null && session.new_notification_available;
  const { pathname } = useLocation();
  // The small-screen menu stays open only on the screen where it was opened.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const navId = useId();
  const t = useT();

  const dashboard: Item[] = [
    { to: paths.dashboardPosts, label: t("settings.nav.posts"), Icon: FileText },
    { to: paths.dashboardNotifications, label: t("settings.nav.notifications"), Icon: Bell, dot: newNotifications },
    { to: paths.dashboardKept, label: t("keepers.dashboard.heading"), Icon: UsersRound },
    { to: paths.dashboardReports, label: t("reports.nav"), Icon: Flag },
    { to: paths.dashboardReview, label: t("review.navLabel"), Icon: ShieldCheck },
    { to: paths.postCreate, label: t("settings.nav.create"), Icon: Plus },
    // Only a site admin's session carries the role (decision 026).
    ...(session.access_token !== null && session.role === "admin" ? [{ to: paths.adminReports, label: t("reports.adminNav"), Icon: ShieldCheck }] : []),
  ];
  const settings: Item[] = [
    { to: paths.settingsEditProfile, label: t("settings.nav.editProfile"), Icon: UserRound },
    { to: paths.settingsChangePassword, label: t("settings.nav.changePassword"), Icon: KeyRound },
    { to: paths.settingsYourData, label: t("account.nav.yourData"), Icon: FolderLock },
  ];
  const current = [...dashboard, ...settings].find((item) => item.to === pathname);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-5 sm:px-6 md:flex md:gap-10 md:py-10 lg:gap-14 lg:px-8">
      <aside className="md:w-56 md:shrink-0">
        <button
          type="button"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls={navId}
          className="flex w-full items-center gap-3 rounded-lg border border-stone-200 bg-white px-3.5 py-3 text-left shadow-xs md:hidden"
        >
          <LayoutDashboard className="size-[18px] text-accent-700" aria-hidden="true" />
          <span className="flex-1">
            <span className="block text-xs font-semibold tracking-[0.14em] text-slate-500 uppercase">{t("settings.nav.menu")}</span>
            <span className="block font-medium text-slate-900">{current?.label ?? t("settings.nav.dashboard")}</span>
          </span>
          {newNotifications ? <span aria-hidden="true" className="size-2.5 rounded-full bg-red-600" /> : null}
          <ChevronDown className={`size-5 text-slate-500 transition-transform ${open ? "rotate-180" : ""}`} aria-hidden="true" />
        </button>
        <nav
          id={navId}
          aria-label={t("settings.nav.label")}
          className={`${open ? "block" : "hidden"} mt-2 rounded-lg border border-stone-200 bg-white p-2 shadow-sm md:sticky md:top-24 md:mt-0 md:block md:border-0 md:bg-transparent md:p-0 md:shadow-none`}
        >
          <p className={`${groupHeading} pt-2 md:pt-0`}>{t("settings.nav.dashboard")}</p>
          <Links items={dashboard} onNavigate={() => setOpen(false)} />
          <p className={`${groupHeading} mt-6`}>{t("settings.nav.settings")}</p>
          <Links items={settings} onNavigate={() => setOpen(false)} />
        </nav>
      </aside>
      <div className="mt-6 min-w-0 flex-1 md:mt-0">
        <EmailVerificationNotice />
        <Outlet />
      </div>
    </div>
  );
}
