import type { OwnPageView } from "#contract/own-pages";
import { PostContent } from "~/features/blog/post-content";
import { ArticleBanner } from "~/ui/article-banner";
import { ResponsiveImage } from "~/ui/responsive-image";

/** A page staff made, as visitors see it: a plain banner (breadcrumb, title), its cover picture, then its text. */
export function OwnPageArticle({ page }: { page: OwnPageView }) {
  return (
    <>
      <ArticleBanner title={page.title} width="narrow" />
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
