/**
 * A post's text as staff read it while writing (RichTextEditor) and in its revisions: the blocks
 * told apart. The preview shows the public page's own typography; sharing that module with a
 * staff page would split the public post's code into one more chunk.
 */
export const EDITOR_TEXT = [
  "text-base leading-relaxed [&_p]:mt-3 [&>*:first-child]:mt-0",
  "[&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-5 [&_h3]:text-xl [&_h3]:font-bold [&_h4]:mt-4 [&_h4]:font-bold",
  "[&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-accent-300",
  "[&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6",
  "[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-accent-400 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_img]:mt-4 [&_img]:h-auto [&_img]:max-w-full [&_img.ProseMirror-selectednode]:outline-4 [&_img.ProseMirror-selectednode]:outline-brand-500",
].join(" ");
