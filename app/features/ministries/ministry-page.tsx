import { ContactSection } from "~/features/ministries/forms/contact-section";
import { MinistryPostContext, type MinistryPostState } from "~/features/ministries/forms/posted";
import { CardsSection } from "~/features/ministries/sections/cards-section";
import { ContactDetails } from "~/features/ministries/sections/contact-details";
import { FormsSection } from "~/features/ministries/sections/forms-section";
import { MinistryHero } from "~/features/ministries/sections/ministry-hero";
import { MeetingsSection } from "~/features/ministries/sections/meetings-section";
import { MinistryLoading } from "~/features/ministries/sections/ministry-loading";
import { PillarsSection } from "~/features/ministries/sections/pillars-section";
import { ScriptureSection } from "~/features/ministries/sections/scripture-section";
import { BackToTopButton, FloatingScrollTopButton } from "~/features/ministries/sections/scroll-top-buttons";
import { ServicesSection } from "~/features/ministries/sections/services-section";
import { StatsSection } from "~/features/ministries/sections/stats-section";
import { VisionSection } from "~/features/ministries/sections/vision-section";
import type { MinistryContent, MinistrySection } from "./types";
import { useSentResult } from "~/lib/sent";
import type { DateCardView } from "~/features/events/date-card";
import { UpcomingEvents, type UpcomingEventsText } from "~/features/events/upcoming-events";

function sectionId(section: MinistrySection): string | undefined {
  if (section.kind === "backToTop") return undefined;
  if (section.kind === "contactSection") return section.content.id;
  return section.id;
}

function Section({ section }: { section: MinistrySection }) {
  switch (section.kind) {
    case "vision":
      return <VisionSection section={section} />;
    case "cards":
      return <CardsSection section={section} />;
    case "stats":
      return <StatsSection section={section} />;
    case "services":
      return <ServicesSection section={section} />;
    case "pillars":
      return <PillarsSection section={section} />;
    case "scripture":
      return <ScriptureSection section={section} />;
    case "meetings":
      return <MeetingsSection section={section} />;
    case "forms":
      return <FormsSection section={section} />;
    case "contactSection":
      return <ContactSection content={section.content} />;
    case "backToTop":
      return <BackToTopButton />;
  }
}

/**
 * The one layout of the seven ministry landing pages: the 800 ms loading spinner,
 * the hero, the page's sections in order (vision, approach, stats, services, pillars,
 * scriptures, forms), then the shared contact details and social links. Everything is rendered
 * on the server; each page is only its content file. `post` carries what the forms need without
 * JavaScript (the CSRF token, the action's result, the form the address opens).
 */
export function MinistryPage({
  content,
  events,
  post,
}: {
  content: MinistryContent;
  /** The ministry's dates to come (from the calendar), with their words. */
  events: { text: UpcomingEventsText; cards: DateCardView[] } | null;
  post: MinistryPostState;
}) {
  const firstSection = content.sections.map(sectionId).find((id) => id !== undefined);
  const result = useSentResult(post.result, (formId) => ({
    formId,
    ok: true,
    message: null,
    values: null,
    errors: {},
  }));
  return (
    <MinistryPostContext value={{ ...post, result }}>
      <div data-ministry-page={content.path.slice(1)}>
        <MinistryLoading label={content.name} />
        <MinistryHero hero={content.hero} name={content.name} firstSectionId={firstSection} />
        {content.sections.map((section, index) => (
          <Section key={sectionId(section) ?? `${section.kind}-${index}`} section={section} />
        ))}
        {events ? <UpcomingEvents id="ministry-events-heading" text={events.text} cards={events.cards} /> : null}
        <ContactDetails heading={content.contact.heading} text={content.contact.text} />
        {content.floatingScrollTop ? <FloatingScrollTopButton /> : null}
      </div>
    </MinistryPostContext>
  );
}
