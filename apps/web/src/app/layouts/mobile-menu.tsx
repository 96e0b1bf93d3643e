import { useEffect, useRef, type KeyboardEvent } from "react";
import { Link, NavLink } from "react-router";
import { Plus, X } from "lucide-react";
import { ButtonLink } from "../../components/ui/button";
import { paths } from "../../config/paths";
import { SITE_NAME } from "../../config/site";
import { useT } from "../../lib/i18n";
import { LanguageSwitch } from "./language-switch";
import { SearchForm } from "./search-form";

export const MOBILE_MENU_ID = "mobile-menu";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-3 text-lg ${isActive ? "bg-accent-50 font-medium text-accent-800" : "text-slate-700 hover:bg-stone-100"}`;

/** Small screens: Home, Contact, search and Create in a side panel over a dimmed backdrop. */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const t = useT();

  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);

  if (!open) return null;

  // Escape closes; Tab stays inside the panel while it is open (it is modal).
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "Tab" || !panelRef.current) return;
    const focusable = panelRef.current.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), input:not([disabled])");
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    <div className="fixed inset-0 z-50 md:hidden" onKeyDown={onKeyDown}>
      <div data-testid="mobile-menu-backdrop" aria-hidden="true" onClick={onClose} className="absolute inset-0 bg-slate-900/45 backdrop-blur-[1px]" />
      <div
        ref={panelRef}
        id={MOBILE_MENU_ID}
        role="dialog"
        aria-modal="true"
        aria-label={t("common.menu")}
        className="absolute inset-y-0 left-0 flex w-[min(20rem,86vw)] flex-col bg-paper shadow-2xl"
      >
        <div className="flex h-[60px] items-center justify-between border-b border-stone-200 px-4">
          <Link to={paths.home} onClick={onClose} className="inline-flex h-11 items-center font-serif text-lg text-slate-900">
            {SITE_NAME}
          </Link>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label={t("common.closeMenu")}
            className="inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-stone-200/70 hover:text-slate-900"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
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
      </div>
    </div>
  );
}
