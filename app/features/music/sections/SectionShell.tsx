import type { ReactNode } from "react";

/** The frame of a music tab's section: heading, optional introduction, content. */
export function SectionShell({
  id,
  eyebrow,
  heading,
  intro,
  children,
}: {
  id: string;
  eyebrow: string;
  heading: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-12 md:py-16">
      <div className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase dark:text-accent-300">
          {eyebrow}
        </p>
        <h2 id={id} className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 md:text-4xl dark:text-white">
          {heading}
        </h2>
        {intro ? <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{intro}</p> : null}
      </div>
      <div className="mt-10">{children}</div>
    </section>
  );
}
