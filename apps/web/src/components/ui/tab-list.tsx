import { useRef, type KeyboardEvent, type ReactNode } from "react";

export type TabItem<T extends string> = { id: T; label: ReactNode; className?: string };

const styles = {
  pills: {
    list: "flex flex-wrap gap-2",
    tab: "h-11 shrink-0 rounded-full px-3.5 text-[0.8rem] font-semibold tracking-wider [&:lang(ta)]:tracking-normal transition-colors sm:h-10 sm:px-4 sm:text-sm",
    on: "bg-accent-700 text-white shadow-sm",
    off: "border border-stone-300 bg-white text-slate-700 hover:border-stone-400 hover:bg-stone-50 hover:text-slate-900",
  },
  underline: {
    list: "flex gap-1 overflow-x-auto border-b border-stone-200 [scrollbar-width:none]",
    tab: "-mb-px shrink-0 border-b-2 px-3 py-2.5 text-base font-medium transition-colors",
    on: "border-accent-700 text-accent-800",
    off: "border-transparent text-slate-600 hover:border-stone-300 hover:text-slate-900",
  },
};

export const tabId = (idPrefix: string, id: string) => `${idPrefix}-tab-${id}`;
/** A panel's id: one shared panel per list, or (with `id`) one panel per tab. */
export const tabPanelId = (idPrefix: string, id?: string) => (id === undefined ? `${idPrefix}-panel` : `${idPrefix}-panel-${id}`);

/**
 * The WAI-ARIA tabs pattern: one tab in the Tab order, arrow keys (and Home/End) move and
 * select. Tabs hidden by CSS at the current width are skipped. The caller renders the panel
 * (or, with panels="per-tab", every panel) with role="tabpanel", id tabPanelId(...) and
 * aria-labelledby tabId(...).
 */
export function TabList<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  idPrefix,
  variant = "underline",
  panels = "one",
  className = "",
}: {
  label: string;
  tabs: ReadonlyArray<TabItem<T>>;
  selected: T;
  onSelect: (id: T) => void;
  idPrefix: string;
  variant?: keyof typeof styles;
  panels?: "one" | "per-tab";
  className?: string;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const style = styles[variant];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const keys = ["ArrowRight", "ArrowLeft", "Home", "End"];
    if (!keys.includes(event.key) || !listRef.current) return;
    const buttons = Array.from(listRef.current.querySelectorAll<HTMLButtonElement>('[role="tab"]')).filter((el) => getComputedStyle(el).display !== "none");
    const current = buttons.findIndex((el) => el === document.activeElement);
    if (buttons.length === 0) return;
    event.preventDefault();
    const last = buttons.length - 1;
    const next =
      event.key === "Home"
        ? 0
        : event.key === "End"
          ? last
          : event.key === "ArrowRight"
            ? current >= last
              ? 0
              : current + 1
            : current <= 0
              ? last
              : current - 1;
    const target = buttons[next]!;
    target.focus();
    onSelect(target.dataset.tab as T);
  }

  return (
    <div ref={listRef} role="tablist" aria-label={label} onKeyDown={onKeyDown} className={`${style.list} ${className}`}>
      {tabs.map((tab) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.id)}
            data-tab={tab.id}
            aria-selected={active}
            aria-controls={tabPanelId(idPrefix, panels === "one" ? undefined : tab.id)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={`${style.tab} ${active ? style.on : style.off} ${tab.className ?? ""}`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
