import { AlertTriangle, ArrowLeft, RotateCw } from "lucide-react";
import { Link } from "react-router";
import { BLOG_TEXT } from "./constants";

/**
 * The blog's error box: the message, Retry (reloads the page) and Return to Blog.
 * Retry is left out where reloading cannot help (a post that does not exist).
 */
export function BlogErrorBox({ message, retry = true }: { message: string; retry?: boolean }) {
  return (
    <div
      role="alert"
      className="rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center dark:border-red-900 dark:bg-red-950/60"
    >
      <AlertTriangle aria-hidden="true" className="mx-auto h-10 w-10 text-red-600 dark:text-red-400" />
      <p className="mt-4 text-lg font-semibold text-red-800 dark:text-red-100">{message}</p>
      <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
        {retry ? (
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white shadow hover:bg-brand-800 dark:bg-accent-500 dark:text-brand-950 dark:hover:bg-accent-400"
          >
            <RotateCw aria-hidden="true" className="h-4 w-4" />
            {BLOG_TEXT.retry}
          </button>
        ) : null}
        <Link
          to="/blog"
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-700 px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50 dark:border-accent-400 dark:text-accent-300 dark:hover:bg-brand-900"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {BLOG_TEXT.returnToBlog}
        </Link>
      </div>
    </div>
  );
}
