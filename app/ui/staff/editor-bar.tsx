import type { ReactNode } from "react";

/**
 * The bar of a long staff form (the post, sermon, own page and built-in page editors, the church's
 * details, the newsletter): the item's status and its Save button in a bar that stays at the top
 * of the screen while the form scrolls (position: sticky), with a quiet status line ("Saved
 * 10:42") the autosave and the offline save write to. Give it to the form as `bar`
 * (StaffForm, ./fields.tsx), which puts it first; `editorFormProps(...)` on the form lets
 * public/editor-form.js ask before leaving with unsaved changes and, when an autosave address is
 * given, save as typed.
 */
export function EditorBar({ status, children }: { status: ReactNode; children: ReactNode }) {
  return (
    <div
      data-editor-bar=""
      className="sticky top-0 z-30 -mx-4 -mt-4 mb-2 flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-200 bg-white/95 px-4 py-2 shadow-sm backdrop-blur sm:-mx-6 sm:-mt-6 sm:px-6 dark:border-brand-800 dark:bg-brand-900/95"
    >
      <div className="min-w-0 flex-1 text-sm">
        <span className="font-semibold">{status}</span>{" "}
        <span data-editor-status="" role="status" aria-live="polite" className="text-slate-600 dark:text-slate-300" />
      </div>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}

/** The attributes that make a form an editor form: the leave warning, and the autosave when `autosaveUrl` is set. */
export function editorFormProps(autosaveUrl: string | null): Record<string, string> {
  return autosaveUrl ? { "data-editor-form": "", "data-autosave-url": autosaveUrl } : { "data-editor-form": "" };
}
