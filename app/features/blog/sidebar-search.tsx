import { Search } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { SIDEBAR_TEXT } from "./constants";

export const SEARCH_PATH = "/blog/search";

/**
 * The sidebar's search box: a blank term is ignored; with a search handler the
 * term goes to it, otherwise to /blog/search?q=…. Without JavaScript the form itself goes there.
 */
export function SidebarSearch({
  onSearch,
  defaultValue = "",
}: {
  onSearch?: (term: string) => void;
  defaultValue?: string;
}) {
  const navigate = useNavigate();
  const [term, setTerm] = useState(defaultValue);
  const id = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = term.trim();
    if (trimmed === "") return;
    if (onSearch) onSearch(trimmed);
    else navigate(`${SEARCH_PATH}?q=${encodeURIComponent(trimmed)}`);
  };

  return (
    <form role="search" action={SEARCH_PATH} method="get" onSubmit={submit} className="relative">
      <label htmlFor={id} className="sr-only">
        {SIDEBAR_TEXT.searchLabel}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        placeholder={SIDEBAR_TEXT.searchPlaceholder}
        autoComplete="off"
        enterKeyHint="search"
        className="block w-full rounded-full border border-slate-500 bg-white py-3 pr-14 pl-5 text-base text-ink shadow-sm placeholder:text-slate-500 dark:border-slate-400 dark:bg-brand-900 dark:text-slate-100 dark:placeholder:text-slate-400"
      />
      <button
        type="submit"
        className="absolute top-1 right-1 inline-flex h-11 w-11 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800 dark:bg-accent-500 dark:text-brand-950 dark:hover:bg-accent-400"
      >
        <Search aria-hidden="true" className="h-5 w-5" />
        <span className="sr-only">Search</span>
      </button>
    </form>
  );
}
