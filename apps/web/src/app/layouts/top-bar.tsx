import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation, useNavigate } from "react-router";
import { Bell, Menu, Plus, Search, X } from "lucide-react";
import { WORKS_WITHOUT_APP_ATTRIBUTE } from "@kma/core/page-boot";
import { ButtonLink } from "../../components/ui/button";
import { paths } from "../../config/paths";
import { SITE_NAME } from "../../config/site";
import { useT } from "../../lib/i18n";
import { useSession } from "../../lib/session";
import { useBrowserValue } from "../../lib/use-browser-value";
import { LanguageSwitch } from "./language-switch";
import { MobileMenu, MOBILE_MENU_ID, onSpace, TOP_BAR_ID } from "./mobile-menu";
import { ProfileMenu } from "./profile-menu";
import { SearchForm } from "./search-form";

const MOBILE_SEARCH_ID = "mobile-search";
const iconButton = "inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-stone-200/70 hover:text-slate-900";
const MENU_HASH = `#${MOBILE_MENU_ID}`;

/**
 * Whether the address asks for the menu on a screen it is for: from Tailwind's md (48rem) up
 * its button and the menu are hidden, and it stays shut.
 */
function menuAskedFor(hash: string) {
  return hash === MENU_HASH && !window.matchMedia?.("(min-width: 48rem)").matches;
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-base font-medium transition-colors ${isActive ? "text-accent-800" : "text-slate-600 hover:text-slate-900"}`;

/** The sticky bar of docs/spec.md section 2: 60px high on small screens, 72px from md up. */
export function TopBar() {
  const session = useSession();
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  // The menu opens without the app, by its address (mobile-menu.tsx): opened so before the app
  // came, it is open in the app's state too (the server cannot know the address's #; the menu
  // hydrates as drawn, then follows this).
  const [menuOpen, setMenuOpen] = useState(() => menuAskedFor(location.hash));
  const [searchOpen, setSearchOpen] = useState(false);
  const menuButtonRef = useRef<HTMLAnchorElement>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  // Until the app has taken the page over, the server's markup stands: it cannot say whether the menu is open.
  const takenOver = useBrowserValue(() => true, false);

  // Back or forward to #mobile-menu opens it, and away from it closes it, as it would without the app.
  const lastHash = useRef(location.hash);
  useEffect(() => {
    const before = lastHash.current;
    lastHash.current = location.hash;
    if (menuAskedFor(location.hash)) {
      setSearchOpen(false);
      setMenuOpen(true);
    } else if (before === MENU_HASH) setMenuOpen(false);
  }, [location.hash]);

  function openMenu() {
    // One layer at a time: the menu has its own search box.
    setSearchOpen(false);
    setMenuOpen(true);
  }
  function closeMenu() {
    setMenuOpen(false);
    // Opened by its address, the menu leaves the address without its #, so that a reload or Back does not open it again.
    if (location.hash === MENU_HASH) {
      // The router draws that change later, as a transition: by then a quick tap may have opened
      // the menu again, and the change is ours, not a Back away from the menu, so it closes nothing.
      lastHash.current = "";
      void navigate({ pathname: location.pathname, search: location.search, hash: "" }, { replace: true, preventScrollReset: true });
    }
  }
  function closeSearch() {
    setSearchOpen(false);
  }

  return (
    <>
      <header id={TOP_BAR_ID} className="sticky top-0 z-40 print:hidden border-b border-stone-200/80 bg-paper/90 backdrop-blur-md">
        <div className="mx-auto flex h-[60px] max-w-7xl items-center gap-1 px-2 sm:px-8 md:h-[72px] md:gap-2">
          {/* A link to the menu, so that it opens at once, before and without the app; the app then opens it itself. */}
          <a
            ref={menuButtonRef}
            href={MENU_HASH}
            role="button"
            onClick={(event) => {
              event.preventDefault();
              openMenu();
            }}
            onKeyDown={onSpace(openMenu)}
            aria-label={t("common.openMenu")}
            aria-expanded={takenOver ? menuOpen : undefined}
            aria-controls={MOBILE_MENU_ID}
            className={`${iconButton} md:hidden`}
            {...{ [WORKS_WITHOUT_APP_ATTRIBUTE]: "" }}
          >
            <Menu className="size-[22px]" aria-hidden="true" />
          </a>
          <Link
            to={paths.home}
            className="inline-flex h-11 shrink-0 items-center rounded-md px-1 font-serif text-[1.05rem] tracking-tight text-slate-900 sm:text-xl lg:text-[1.35rem]"
          >
            {SITE_NAME}
          </Link>
          <nav aria-label={t("common.primaryNav")} className="ml-6 hidden items-center gap-1 md:flex">
            <NavLink to={paths.home} end className={navLinkClass}>
              {t("common.home")}
            </NavLink>
            <NavLink to={paths.contact} className={navLinkClass}>
              {t("common.contact")}
            </NavLink>
          </nav>

          <div className="ml-auto flex items-center gap-0.5 sm:gap-1.5 md:gap-3">
            <SearchForm className="hidden w-72 lg:block" />
            <LanguageSwitch className="max-md:hidden" />
            <button
              ref={searchButtonRef}
              type="button"
              onClick={() => setSearchOpen((value) => !value)}
              aria-label={searchOpen ? t("common.closeSearch") : t("common.openSearch")}
              aria-expanded={searchOpen}
              aria-controls={MOBILE_SEARCH_ID}
              className={`${iconButton} lg:hidden`}
            >
              {searchOpen ? <X className="size-5" aria-hidden="true" /> : <Search className="size-5" aria-hidden="true" />}
            </button>
            <ButtonLink to={paths.postCreate} size="sm" className="max-md:hidden">
              <Plus className="size-4" aria-hidden="true" />
              {t("common.create")}
            </ButtonLink>
            {session.access_token !== null ? (
              <Link
                to={paths.dashboardNotifications}
                aria-label={session.new_notification_available ? t("common.notificationsNew") : t("common.notifications")}
                className={`${iconButton} relative`}
              >
                <Bell className="size-[21px]" aria-hidden="true" />
                {session.new_notification_available ? (
                  <span aria-hidden="true" className="absolute top-2 right-2.5 size-2.5 rounded-full bg-red-600 ring-2 ring-paper" />
                ) : null}
              </Link>
            ) : null}
            <ProfileMenu session={session} />
          </div>
        </div>

        {searchOpen ? (
          <div
            id={MOBILE_SEARCH_ID}
            className="border-t border-stone-200 px-3 py-2.5 lg:hidden"
            onKeyDown={(event) => {
              if (event.key === "Escape") {
                closeSearch();
                searchButtonRef.current?.focus();
              }
            }}
          >
            <SearchForm autoFocus onSearched={closeSearch} />
          </div>
        ) : null}
      </header>
      <MobileMenu open={menuOpen} onClose={closeMenu} opener={() => menuButtonRef.current} />
    </>
  );
}
