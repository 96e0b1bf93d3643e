import { Languages } from "lucide-react";
import { LOCALE_NAMES } from "@kma/core/i18n/locales";
import { useLocale, useSwitchLocale } from "../../lib/i18n";

/**
 * The language switch: it names the other language in that language (`தமிழ்` on the English
 * site, `English` on the Tamil one), so a reader who knows only that one finds it. The choice
 * is kept in a cookie, so reloads, sign-in and the server's pages follow it. `font-system`:
 * its தமிழ் must not make every English page download the Tamil web font (decision 019).
 */
export function LanguageSwitch({ className = "", onSwitched }: { className?: string; onSwitched?: () => void }) {
  const locale = useLocale();
  const switchLocale = useSwitchLocale();
  const other = locale === "ta" ? "en" : "ta";
  return (
    <button
      type="button"
      lang={other}
      onClick={() => void switchLocale(other).then(onSwitched)}
      className={`inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-system text-base font-medium text-slate-700 hover:bg-stone-200/70 hover:text-slate-900 ${className}`}
    >
      <Languages className="size-[18px] text-slate-500" aria-hidden="true" />
      {LOCALE_NAMES[other]}
    </button>
  );
}
