import { NavLink } from "react-router";

/** A row of tabs-as-links for a section's child screens. */
export function SectionNav({ label, links }: { label: string; links: ReadonlyArray<{ to: string; label: string }> }) {
  return (
    <nav aria-label={label} className="flex gap-1 overflow-x-auto border-b border-stone-200">
      {links.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          className={({ isActive }) =>
            `-mb-px shrink-0 border-b-2 px-3 py-2.5 text-sm font-medium transition-colors ${
              isActive ? "border-accent-700 text-accent-800" : "border-transparent text-slate-600 hover:border-stone-300 hover:text-slate-900"
            }`
          }
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
