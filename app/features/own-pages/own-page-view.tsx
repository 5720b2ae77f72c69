import type { OwnPageView } from "#contract/own-pages";
import { PostContent } from "~/features/blog/post-content";
import { PageHero } from "~/ui/page-hero";

/** A page staff made, as visitors see it: its title over its cover picture, then its text. */
export function OwnPageArticle({ page }: { page: OwnPageView }) {
  return (
    <>
      <PageHero
        title={page.title}
        breadcrumb={[{ label: "Home", to: "/" }, { label: page.title }]}
        {...(page.cover ? { image: page.cover } : {})}
      />
      <article className="mx-auto max-w-3xl px-4 py-12 md:py-16">
        <PostContent html={page.content} />
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
