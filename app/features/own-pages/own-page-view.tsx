import { Link } from "react-router";
import type { OwnPageView } from "#contract/own-pages";
import { PostContent } from "~/features/blog/post-content";
import { ResponsiveImage } from "~/ui/responsive-image";

/**
 * A page staff made, as visitors see it: a plain banner (breadcrumb, title), its cover picture,
 * then its text. Not the page hero: its modules would be one more shared chunk, so one more
 * script request, on every page that has a hero (tools/lib/shell-chunk.ts).
 */
export function OwnPageArticle({ page }: { page: OwnPageView }) {
  return (
    <>
      <header className="surface-dark bg-brand-900 pt-24 pb-10 text-white md:pt-32 md:pb-14">
        <div className="mx-auto max-w-3xl px-4">
          <nav aria-label="Breadcrumb">
            <ol className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-200">
              <li>
                <Link to="/" className="underline-offset-4 hover:text-accent-300 hover:underline">
                  Home
                </Link>
              </li>
              <li aria-hidden="true" className="text-accent-300">
                &gt;
              </li>
              <li aria-current="page" className="line-clamp-1 text-accent-300">
                {page.title}
              </li>
            </ol>
          </nav>
          <h1 className="hero-title-fit mt-4 leading-tight font-extrabold tracking-tight text-balance md:text-5xl">
            {page.title}
          </h1>
        </div>
      </header>
      <article className="mx-auto max-w-3xl px-4 py-10 md:py-14">
        {page.cover ? (
          <ResponsiveImage
            name={page.cover}
            aspect="wide"
            alt=""
            priority
            sizes="(min-width: 768px) 736px, 100vw"
            className="mb-10 aspect-[16/9] w-full rounded-2xl object-cover shadow-md"
          />
        ) : null}
        <PostContent html={page.content} emptyText="This page has no text yet." />
      </article>
    </>
  );
}

/** The note over the staff preview: what it is, and the way back to the form. */
export function PreviewNote({ problem, editPath }: { problem: string | null; editPath: string }) {
  return (
    <p
      role="note"
      className="fixed inset-x-0 bottom-0 z-50 bg-accent-300 px-4 py-2 text-center text-sm font-semibold text-brand-950"
    >
      {problem
        ? `Cannot preview the form: ${problem} This is the saved page. `
        : "Preview: not what visitors see until it is published. "}
      <a className="underline underline-offset-2" href={editPath}>
        Back to the page
      </a>
    </p>
  );
}
