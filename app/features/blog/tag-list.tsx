import { Link } from "react-router";
import type { Tag } from "#contract/types";
import { tagName, tagSlug } from "./format";

/** A post's tags as links to their tag pages. */
export function TagList({ tags, className = "" }: { tags: ReadonlyArray<Tag | string>; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`} aria-label="Tags">
      {tags.map((tag) => {
        const slug = tagSlug(tag);
        return (
          <li key={slug}>
            <Link
              to={`/tag/${encodeURIComponent(slug)}`}
              className="inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 hover:bg-brand-100 dark:bg-brand-800 dark:text-brand-100 dark:hover:bg-brand-700"
            >
              #{tagName(tag)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
