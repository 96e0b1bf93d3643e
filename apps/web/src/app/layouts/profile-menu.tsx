import { useId, useRef, useState, type KeyboardEvent } from "react";
import { createPortal } from "react-dom";
import { Link, useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { ChevronDown, LayoutDashboard, LogIn, LogOut, Plus, Settings, UserPlus, UserRound } from "lucide-react";
import { useLayer } from "../../components/dialog/use-layer";
import { Avatar } from "../../components/ui/avatar";
import { paths } from "../../config/paths";
import { useT } from "../../lib/i18n";
import { endSessionOnServer } from "../../lib/sign-out";
import { clearSession, type Session } from "../../lib/session";

const itemClass =
  "flex min-h-11 w-full items-center gap-3 px-4 py-2.5 text-left text-base text-slate-700 hover:bg-stone-100 hover:text-slate-900 focus-visible:bg-stone-100 focus-visible:outline-offset-[-2px]";
const iconClass = "size-[18px] text-slate-500";

/**
 * The profile image button and its dropdown (docs/spec.md: Create, Profile, Dasboard, Settings, Log Out; or Sign Up, Sign In).
 * While open, focus is in it (the site's layer, as its dialogs have): the first item takes focus,
 * Tab and the arrow keys cycle through the items, Escape closes it and gives focus back to the
 * button. A transparent layer over the page takes a press outside, so that press only closes the
 * menu (it does not also follow whatever link lay under it), and nothing behind is left
 * half-covered and still clickable. It is modal, then, and the page behind it is inert (useLayer)
 * but for the button and that layer: a press on the button is left to its own click, which
 * toggles, and one on the layer closes the menu.
 */
export function ProfileMenu({ session }: { session: Session }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useLayer(menuRef, {
    active: open,
    onDismiss: () => setOpen(false),
    // Chosen, an item leads elsewhere: focus goes back to the button after Escape alone.
    returnFocus: "after-escape",
    opener: () => buttonRef.current,
    lockScroll: false,
    closeOnOutsidePress: true,
    live: () => [buttonRef.current, backdropRef.current],
  });

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>("a[href], button") ?? []);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const step = event.key === "ArrowDown" ? 1 : -1;
    items[(at + step + items.length) % items.length]?.focus();
  }

  function logOut() {
    setOpen(false);
    void endSessionOnServer(); // takes the token now, before the session is forgotten below
    clearSession();
    queryClient.clear();
    void navigate(paths.home);
  }

  const signedIn = session.access_token !== null;
  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-label={signedIn ? t("common.profileMenu") : t("common.accountMenu")}
        aria-expanded={open}
        aria-controls={menuId}
        className="inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-full p-0.5 text-slate-600 hover:bg-stone-200/70 hover:text-slate-900"
      >
        {signedIn ? (
          <Avatar src={session.profile_img} name={session.fullname || session.username} className="size-9" />
        ) : (
          <UserRound className="mx-1.5 size-[22px]" aria-hidden="true" />
        )}
        <ChevronDown className={`mr-1 hidden size-4 transition-transform sm:block ${open ? "rotate-180" : ""}`} aria-hidden="true" />
      </button>

      {open
        ? createPortal(<div ref={backdropRef} aria-hidden="true" data-testid="profile-menu-backdrop" className="fixed inset-0 z-30" />, document.body)
        : null}
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-50 mt-2 w-64 overflow-hidden rounded-lg border border-stone-200 bg-white py-2 shadow-lg shadow-slate-900/10"
        >
          {signedIn ? (
            <>
              <div className="border-b border-stone-100 px-4 pt-1 pb-3">
                <p className="truncate font-medium text-slate-900">{session.fullname}</p>
                <p className="truncate text-sm text-slate-500">@{session.username}</p>
              </div>
              <ul className="py-1" onClick={() => setOpen(false)}>
                <li>
                  <Link to={paths.postCreate} className={itemClass}>
                    <Plus className={iconClass} aria-hidden="true" />
                    {t("common.create")}
                  </Link>
                </li>
                <li>
                  <Link to={paths.user(session.username)} className={itemClass}>
                    <UserRound className={iconClass} aria-hidden="true" />
                    {t("common.profile")}
                  </Link>
                </li>
                <li>
                  <Link to={paths.dashboardPosts} className={itemClass}>
                    <LayoutDashboard className={iconClass} aria-hidden="true" />
                    {t("common.dashboard")}
                  </Link>
                </li>
                <li>
                  <Link to={paths.settingsEditProfile} className={itemClass}>
                    <Settings className={iconClass} aria-hidden="true" />
                    {t("common.settings")}
                  </Link>
                </li>
              </ul>
              <div className="border-t border-stone-100 pt-1">
                <button type="button" onClick={logOut} className={itemClass}>
                  <LogOut className={iconClass} aria-hidden="true" />
                  {t("common.logOut")}
                </button>
              </div>
            </>
          ) : (
            <ul className="py-1" onClick={() => setOpen(false)}>
              <li>
                <Link to={paths.signup} className={itemClass}>
                  <UserPlus className={iconClass} aria-hidden="true" />
                  {t("common.signUp")}
                </Link>
              </li>
              <li>
                <Link to={paths.signin} className={itemClass}>
                  <LogIn className={iconClass} aria-hidden="true" />
                  {t("common.signIn")}
                </Link>
              </li>
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
