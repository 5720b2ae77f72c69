import type { ReactNode } from "react";
import { SectionHeading } from "~/ui/section-heading";

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
      <SectionHeading id={id} eyebrow={eyebrow} heading={heading} intro={intro} />
      <div className="mt-10">{children}</div>
    </section>
  );
}
