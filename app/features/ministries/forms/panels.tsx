import { TriangleAlert, CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { useHydrated } from "~/ui/hooks/use-hydrated";

/** The thank-you and error panels that replace a ministry form. */

export const panelButtonClass =
  "inline-flex min-h-11 items-center justify-center rounded-full px-5 py-2.5 font-semibold transition " +
  "focus-visible:outline-2 focus-visible:outline-offset-2";

export const primaryButtonClass = `${panelButtonClass} bg-brand-700 text-white hover:bg-brand-800 dark:bg-accent-500 dark:text-brand-950 dark:hover:bg-accent-400`;

export const secondaryButtonClass = `${panelButtonClass} border border-brand-300 text-brand-800 hover:bg-brand-50 dark:border-brand-500 dark:text-slate-100 dark:hover:bg-brand-800`;

export function SuccessPanel({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div
      role="status"
      className="rounded-2xl border border-green-200 bg-green-50 p-6 text-center dark:border-green-800 dark:bg-green-950/60"
    >
      <CircleCheck aria-hidden="true" className="mx-auto h-12 w-12 text-green-700 dark:text-green-300" />
      <h3 tabIndex={-1} data-autofocus className="mt-3 text-xl font-bold text-green-900 dark:text-green-100">
        {title}
      </h3>
      <p className="mt-2 text-green-900 dark:text-green-100">{text}</p>
      {children ? <div className="mt-5 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </div>
  );
}

export function ErrorPanel({
  heading,
  message,
  retryLabel,
  onRetry,
}: {
  heading?: string;
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center dark:border-red-800 dark:bg-red-950/60"
    >
      <TriangleAlert aria-hidden="true" className="mx-auto h-10 w-10 text-red-700 dark:text-red-300" />
      {heading ? <h3 className="mt-3 text-xl font-bold text-red-900 dark:text-red-100">{heading}</h3> : null}
      <p className="mt-2 text-red-900 dark:text-red-100">{message}</p>
      <button type="button" data-autofocus onClick={onRetry} className={`${primaryButtonClass} mt-5`}>
        {retryLabel}
      </button>
    </div>
  );
}

/**
 * A button that is a link until the page runs in the browser: without JavaScript, Send another
 * message, Connect With Us, Go Back and Return home reload the page in the wanted state.
 */
export function ActionButton({
  href,
  onClick,
  disabled,
  className,
  children,
}: {
  href: string;
  onClick: () => void;
  disabled?: boolean;
  className: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <button type="button" onClick={onClick} disabled={disabled} className={className}>
      {children}
    </button>
  );
}
