import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";

/** The two widths of a banner: a post's, over its text and side column; a page's, over its text alone. */
const WIDTHS = {
  wide: {
    header: "surface-dark bg-brand-900 pt-24 pb-12 text-white md:pt-32 md:pb-16",
    inner: "mx-auto max-w-6xl px-4",
  },
  narrow: {
    header: "surface-dark bg-brand-900 pt-24 pb-10 text-white md:pt-32 md:pb-14",
    inner: "mx-auto max-w-3xl px-4",
  },
} as const;

/**
 * The plain banner over an article (a post, a page staff made): the breadcrumb from Home through
 * `trail` to the title, then the title. `label` stands above the title (a post's category),
 * `children` below it (a post's byline). Not the page hero: its modules would be one more shared
 * chunk, so one more script request, on every page that has a hero (tools/lib/shell-chunk.ts).
 */
export function ArticleBanner({
  title,
  width,
  trail = [],
  label,
  children,
}: {
  title: string;
  width: keyof typeof WIDTHS;
  /** The pages between Home and this one. */
  trail?: { to: string; label: string }[];
  label?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className={WIDTHS[width].header}>
      <div className={WIDTHS[width].inner}>
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-200">
            {[{ to: "/", label: "Home" }, ...trail].map((crumb) => (
              <Fragment key={crumb.to}>
                <li>
                  <Link to={crumb.to} className="underline-offset-4 hover:text-accent-300 hover:underline">
                    {crumb.label}
                  </Link>
                </li>
                <li aria-hidden="true" className="text-accent-300">
                  &gt;
                </li>
              </Fragment>
            ))}
            <li aria-current="page" className="line-clamp-1 text-accent-300">
              {title}
            </li>
          </ol>
        </nav>
        {label}
        <h1 className="hero-title-fit mt-4 leading-tight font-extrabold tracking-tight text-balance md:text-5xl">
          {title}
        </h1>
        {children}
      </div>
    </header>
  );
}
