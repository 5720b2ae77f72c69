/**
 * The search box and category dropdown above the sermon list (docs/product.md, Sermons list). A GET form, so it
 * works without JavaScript; with JavaScript, typing is debounced and the dropdown applies at once.
 *
 * Props:
 * - search, category: the values in the URL (category is a slug, "" for all);
 * - categories: the fetched categories (id, name, slug);
 * - onSearch(term): called `debounceMs` after the visitor stops typing, or at once on Enter;
 * - onCategory(slug): called when the dropdown changes;
 * - debounceMs: default SERMON_SEARCH_DEBOUNCE_MS.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Form } from "react-router";
import { Search } from "lucide-react";
import type { SermonCategory } from "#contract/types";

export const SERMON_SEARCH_DEBOUNCE_MS = 350;
export const SEARCH_PLACEHOLDER = "Search sermons...";
export const ALL_CATEGORIES = "All Categories";

export interface SermonFiltersProps {
  search: string;
  category: string;
  categories: readonly SermonCategory[];
  onSearch: (term: string) => void;
  onCategory: (slug: string) => void;
  debounceMs?: number;
}

const controlClass =
  "block w-full rounded-full border border-slate-500 bg-white py-3 text-base text-ink shadow-sm placeholder:text-slate-500 " +
  "dark:border-slate-400 dark:bg-brand-900 dark:text-slate-100 dark:placeholder:text-slate-400";

export function SermonFilters({
  search,
  category,
  categories,
  onSearch,
  onCategory,
  debounceMs = SERMON_SEARCH_DEBOUNCE_MS,
}: SermonFiltersProps) {
  const [term, setTerm] = useState(search);
  const searchId = useId();
  const categoryId = useId();
  // The last term this box sent: the URL catching up with it must not overwrite newer typing.
  const sent = useRef(search);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  // The URL changed from elsewhere (back button, a link): show its term.
  useEffect(() => {
    if (search !== sent.current) {
      sent.current = search;
      setTerm(search);
    }
  }, [search]);

  useEffect(() => {
    if (term.trim() === sent.current) return;
    const timer = setTimeout(() => {
      // Enter may have sent this term already.
      if (term.trim() === sent.current) return;
      sent.current = term.trim();
      onSearchRef.current(term.trim());
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [term, debounceMs]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    sent.current = term.trim();
    onSearchRef.current(term.trim());
  };

  const known = category === "" || categories.some((item) => item.slug === category);

  return (
    <Form
      method="get"
      role="search"
      aria-label="Sermons"
      onSubmit={onSubmit}
      className="grid gap-3 sm:grid-cols-[1fr_16rem]"
    >
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          Search sermons
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-slate-500"
        />
        <input
          id={searchId}
          type="search"
          name="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder={SEARCH_PLACEHOLDER}
          autoComplete="off"
          enterKeyHint="search"
          className={`${controlClass} pr-4 pl-12`}
        />
      </div>
      <div className="flex gap-2">
        <label htmlFor={categoryId} className="sr-only">
          Category
        </label>
        <select
          id={categoryId}
          name="category"
          value={category}
          onChange={(event) => onCategory(event.target.value)}
          className={`${controlClass} px-4`}
        >
          <option value="">{ALL_CATEGORIES}</option>
          {categories.map((item) => (
            <option key={item.id} value={item.slug}>
              {item.name}
            </option>
          ))}
          {known ? null : <option value={category}>{category}</option>}
        </select>
        <noscript>
          <button type="submit" className="rounded-full bg-brand-700 px-4 font-semibold text-white">
            Search
          </button>
        </noscript>
      </div>
    </Form>
  );
}
