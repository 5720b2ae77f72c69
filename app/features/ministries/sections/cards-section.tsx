import { CardItem } from "~/ui/card-item";
import type { MinistrySection } from "~/features/ministries/types";
import { HeadedSection, IconCardBody } from "./section-frame";

type Cards = Extract<MinistrySection, { kind: "cards" }>;

/** The approach (or focus) cards: an icon, a title and a paragraph each. */
export function CardsSection({ section }: { section: Cards }) {
  return (
    <HeadedSection section={section}>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {section.cards.map((card) => (
          <CardItem key={card.title} className="transition hover:-translate-y-1 hover:shadow-xl">
            <IconCardBody
              card={card}
              badgeClassName="inline-flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-700 text-accent-300"
              iconClassName="h-7 w-7"
            />
          </CardItem>
        ))}
      </ul>
    </HeadedSection>
  );
}
