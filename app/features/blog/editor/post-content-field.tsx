import { useEffect, useRef, useState, type ComponentType } from "react";
import { FieldError, LABEL } from "~/ui/staff/fields";
import type { RichTextEditorProps } from "./rich-text-editor";

const TEXTAREA =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 font-mono text-sm text-ink shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-500 aria-[invalid=true]:border-red-700 dark:border-slate-500 dark:bg-brand-900 dark:text-slate-100";

/**
 * The post's Content. The page ships a plain `<textarea name=content>` holding HTML, which saves
 * without JavaScript; once the page runs, the rich-text editor (Tiptap, a lazy chunk fetched by
 * this page only: docs/decisions/017-post-editor.md) takes its place and writes its HTML into
 * that same field on every change, so the form posts what the editor shows. A text written into
 * the field from outside (a kept draft restored by public/editor-form.js, which tells it with an
 * input event) starts the editor again from it.
 */
export function PostContentField({
  defaultValue,
  error,
  csrfToken,
  name = "content",
  label = "Content",
}: {
  defaultValue: string;
  error: string | null;
  csrfToken: string;
  /** The field's name (and id): "content" for posts and pages, "description" for an event. */
  name?: string;
  label?: string;
}) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [Editor, setEditor] = useState<ComponentType<RichTextEditorProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const [restored, setRestored] = useState(0);

  useEffect(() => {
    const field = textarea.current;
    if (!field) return;
    // Nobody types into the hidden field: an input event on it is a text put there from outside.
    const restart = () => setRestored((count) => count + 1);
    field.addEventListener("input", restart);
    return () => field.removeEventListener("input", restart);
  }, []);

  useEffect(() => {
    let live = true;
    import("./rich-text-editor")
      .then((module) => {
        if (live) setEditor(() => module.RichTextEditor);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, []);

  const described = [error ? `${name}-error` : null, `${name}-hint`].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={name} id={`${name}-label`} className={LABEL}>
        {label}
      </label>
      <p id={`${name}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {Editor
          ? "Headings, bold, italic, links, lists, quotes and pictures from the toolbar."
          : failed
            ? "The editor could not load: write HTML here (<h2>, <p>, <strong>, <em>, <a href>, <ul>, <ol>, <blockquote>, <img src alt>)."
            : "HTML: <h2>, <p>, <strong>, <em>, <a href>, <ul>, <ol>, <blockquote>, <img src alt>. Anything else is removed on save."}
      </p>
      {Editor ? (
        <Editor
          key={restored}
          initialHtml={textarea.current?.value ?? defaultValue}
          labelledBy={`${name}-label`}
          describedBy={described}
          csrfToken={csrfToken}
          onChange={(html) => {
            if (textarea.current) textarea.current.value = html;
          }}
        />
      ) : null}
      <textarea
        ref={textarea}
        id={name}
        name={name}
        rows={16}
        hidden={Editor !== null}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={TEXTAREA}
      />
      {error ? <FieldError id={`${name}-error`}>{error}</FieldError> : null}
    </div>
  );
}
