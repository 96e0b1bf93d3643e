import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Search } from "lucide-react";
import { paths } from "../../config/paths";
import { useT } from "../../lib/i18n";

/** The site search: Enter or the icon button, and only with text (docs/spec.md, top bar). */
export function SearchForm({ autoFocus, onSearched, className = "" }: { autoFocus?: boolean; onSearched?: () => void; className?: string }) {
  const navigate = useNavigate();
  const inputId = useId();
  const [query, setQuery] = useState("");
  const t = useT();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = query.trim();
    if (text === "") return;
    navigate(paths.search(text));
    onSearched?.();
  }

  return (
    <form role="search" onSubmit={submit} className={`relative ${className}`}>
      <label htmlFor={inputId} className="sr-only">
        {t("common.searchPlaceholder")}
      </label>
      <input
        id={inputId}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder={t("common.searchPlaceholder")}
        autoFocus={autoFocus}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        className="h-11 w-full rounded-full border border-stone-300 bg-white pr-12 pl-4 text-base text-slate-900 md:h-10 md:pr-11 placeholder:text-slate-400 hover:border-stone-400 focus-visible:border-accent-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent-600/30 [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        aria-label={t("common.search")}
        className="absolute top-1/2 right-0 inline-flex size-11 -translate-y-1/2 md:right-1 md:size-8 items-center justify-center rounded-full text-slate-500 hover:bg-stone-100 hover:text-accent-800"
      >
        <Search className="size-[18px]" aria-hidden="true" />
      </button>
    </form>
  );
}
