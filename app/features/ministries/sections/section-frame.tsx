import type { ReactNode } from "react";
import { ICONS } from "~/features/ministries/icons";
import type { IconCard } from "~/features/ministries/types";
import { SectionHeading } from "~/ui/section-heading";

const TONES = {
  /** The pale brand band of the card, service and pillar sections. */
  tinted: "bg-brand-50 py-16 md:py-24 dark:bg-brand-900/60",
  /** The dark band of the figures. */
  dark: "bg-brand-900 py-14 text-white dark:bg-brand-950",
};

/**
 * A ministry page section labelled by its heading (whose id must be `${id}-heading`), reachable
 * by its anchor below the sticky header, with its content at most 6xl wide.
 */
export function SectionFrame({ id, tone, children }: { id: string; tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`scroll-mt-24 px-4 ${TONES[tone]}`}>
      <div className="mx-auto max-w-6xl">{children}</div>
    </section>
  );
}

/** A tinted section opened by its eyebrow, heading and introduction, then its cards. */
export function HeadedSection({
  section,
  children,
}: {
  section: { id: string; eyebrow: string; heading: string; intro: string };
  children: ReactNode;
}) {
  return (
    <SectionFrame id={section.id} tone="tinted">
      <SectionHeading
        id={`${section.id}-heading`}
        eyebrow={section.eyebrow}
        heading={section.heading}
        intro={section.intro}
      />
      {children}
    </SectionFrame>
  );
}

/** An icon card's inside: the icon in its badge, the title and the paragraph. */
export function IconCardBody({
  card,
  badgeClassName,
  iconClassName,
}: {
  card: IconCard;
  badgeClassName: string;
  iconClassName: string;
}) {
  const Icon = ICONS[card.icon];
  return (
    <>
      <span className={badgeClassName}>
        <Icon aria-hidden="true" className={iconClassName} />
      </span>
      <h3 className="mt-5 text-xl font-bold text-brand-900 dark:text-white">{card.title}</h3>
      <p className="mt-3 leading-relaxed text-slate-600 dark:text-slate-300">{card.text}</p>
    </>
  );
}
