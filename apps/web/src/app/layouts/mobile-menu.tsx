import { useRef, type KeyboardEvent, type MouseEvent } from "react";
import { Link, NavLink } from "react-router";
import { Plus, X } from "lucide-react";
import { CLOSES_PANEL_ATTRIBUTE, NATIVE_PANEL_ATTRIBUTE, WORKS_WITHOUT_APP_ATTRIBUTE } from "@kma/core/page-boot";
import { Dialog } from "../../components/dialog/dialog";
import { ButtonLink } from "../../components/ui/button";
import { paths } from "../../config/paths";
import { SITE_NAME } from "../../config/site";
import { useT } from "../../lib/i18n";
import { useBrowserValue } from "../../lib/use-browser-value";
import { LanguageSwitch } from "./language-switch";
import { SearchForm } from "./search-form";

export const MOBILE_MENU_ID = "mobile-menu";

/**
 * The top bar's id: where the menu's close controls lead without the app. The bar is always at
 * the top of the screen, so going there leaves the page where it was (index.css keeps the
 * page's scroll padding from moving it).
 */
export const TOP_BAR_ID = "top-bar";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-3 text-lg ${isActive ? "bg-accent-50 font-medium text-accent-800" : "text-slate-700 hover:bg-stone-100"}`;

/** A link that stands for a button (role="button"): Space does what Enter and a click do. */
export function onSpace(action: () => void) {
  return (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== " ") return;
    event.preventDefault();
    action();
  };
}

/**
 * Small screens: Home, Contact, search and Create in a side panel over a dimmed backdrop.
 *
 * It opens before and without the app, as the memorial page's panels do (decision 037): it is in
 * the server's HTML, hidden, and shown while the address is #mobile-menu (CSS `:target`,
 * index.css), which the top bar's opener links to; its close button and backdrop link back to
 * #top-bar. The page hydrates it as the server drew it; in the next render the app takes it over
 * and `open` alone says whether it is there (the top bar opens it when the address asks for it).
 */
export function MobileMenu({ open, onClose, opener }: { open: boolean; onClose: () => void; opener?: () => HTMLElement | null }) {
  const closeRef = useRef<HTMLAnchorElement>(null);
  const t = useT();
  const takenOver = useBrowserValue(() => true, false);

  // Closed in the app, it is not there at all.
  if (takenOver && !open) return null;
  const close = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onClose();
  };
  // The boot script lets a click on these through at once: without the app they lead to #top-bar, which closes the menu.
  const worksWithoutApp = { [WORKS_WITHOUT_APP_ATTRIBUTE]: "" };

  // While open in the app it is modal: focus moves to its close button (unless the visitor, who
  // opened it by its address before the app came, is typing in its search box already), the
  // page behind stays still and inert, Escape and the backdrop close it. Closing gives focus back
  // to the top bar's button (`opener`), however it closes: once the page is live again, for an
  // inert button takes no focus (and without scrolling the page to where the sticky bar sits in
  // its flow).
  return (
    <Dialog
      open={open && takenOver}
      onClose={onClose}
      label={t("common.menu")}
      initialFocus={closeRef}
      opener={opener}
      portal={false}
      overlay={{
        id: MOBILE_MENU_ID,
        className: "fixed inset-0 z-50 md:hidden",
        hidden: takenOver ? undefined : true,
        ...(takenOver ? {} : { [NATIVE_PANEL_ATTRIBUTE]: "" }),
      }}
      backdrop={
        <a
          href={`#${TOP_BAR_ID}`}
          data-testid="mobile-menu-backdrop"
          aria-hidden="true"
          tabIndex={-1}
          className="absolute inset-0 block bg-slate-900/45 backdrop-blur-[1px]"
          {...worksWithoutApp}
        />
      }
      className="absolute inset-y-0 left-0 flex w-[min(20rem,86vw)] flex-col bg-paper shadow-2xl"
    >
      <div className="flex h-[60px] items-center justify-between border-b border-stone-200 px-4">
        <Link to={paths.home} onClick={onClose} className="inline-flex h-11 items-center font-serif text-lg text-slate-900">
          {SITE_NAME}
        </Link>
        <a
          ref={closeRef}
          href={`#${TOP_BAR_ID}`}
          role="button"
          onClick={close}
          onKeyDown={onSpace(onClose)}
          aria-label={t("common.closeMenu")}
          className="inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-stone-200/70 hover:text-slate-900"
          {...worksWithoutApp}
          {...{ [CLOSES_PANEL_ATTRIBUTE]: "" }}
        >
          <X className="size-5" aria-hidden="true" />
        </a>
      </div>
      <div className="flex flex-1 flex-col gap-6 overflow-y-auto px-4 py-5">
        <SearchForm onSearched={onClose} />
        <nav aria-label={t("common.primaryNav")}>
          <ul className="space-y-1">
            <li>
              <NavLink to={paths.home} end onClick={onClose} className={linkClass}>
                {t("common.home")}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.contact} onClick={onClose} className={linkClass}>
                {t("common.contact")}
              </NavLink>
            </li>
          </ul>
        </nav>
        <ButtonLink to={paths.postCreate} onClick={onClose} block>
          <Plus className="size-5" aria-hidden="true" />
          {t("common.create")}
        </ButtonLink>
        <LanguageSwitch className="self-start" onSwitched={onClose} />
      </div>
    </Dialog>
  );
}
