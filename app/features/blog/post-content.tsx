/** Typography for the post's HTML (no typography plugin: a few rules on the container). */
const CONTENT_CLASS = [
  "text-lg leading-relaxed text-slate-800 dark:text-slate-200",
  "[&_p]:mt-5 [&>*:first-child]:mt-0",
  "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-900 dark:[&_h2]:text-white",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-brand-900 dark:[&_h3]:text-white",
  "[&_h4]:mt-6 [&_h4]:font-bold",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 dark:[&_a]:text-accent-300",
  "[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2",
  "[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-accent-400 [&_blockquote]:pl-5 [&_blockquote]:italic",
  "[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl",
  "[&_figure]:mt-6 [&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-slate-600 dark:[&_figcaption]:text-slate-400",
  "[&_hr]:my-10 [&_hr]:border-slate-200 dark:[&_hr]:border-brand-800",
  "[&_pre]:mt-5 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-4 dark:[&_pre]:bg-brand-900",
  "[&_table]:mt-6 [&_table]:w-full [&_td]:border [&_td]:border-slate-200 [&_td]:p-2 [&_th]:border [&_th]:border-slate-200 [&_th]:p-2",
  "break-words",
].join(" ");

/**
 * Sanitised rich text (the server sanitises it on write, decision 042): a post's, or a page staff made;
 * `emptyText` when there is none. It imports nothing (not even the blog's texts), so the pages
 * that share it share no other module through it: no extra script request (tools/lib/shell-chunk.ts).
 */
export function PostContent({ html, emptyText }: { html: string; emptyText: string }) {
  if (html.trim() === "") return <p className="text-lg text-slate-600 dark:text-slate-300">{emptyText}</p>;
  return <div data-post-content className={CONTENT_CLASS} dangerouslySetInnerHTML={{ __html: html }} />;
}
