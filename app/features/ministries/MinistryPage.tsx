import { ContactSection } from "./forms/ContactSection";
import { MinistryPostContext, type MinistryPostState } from "./forms/posted";
import { CardsSection } from "./sections/CardsSection";
import { ContactDetails } from "./sections/ContactDetails";
import { FormsSection } from "./sections/FormsSection";
import { MinistryHero } from "./sections/MinistryHero";
import { MinistryLoading } from "./sections/MinistryLoading";
import { PillarsSection } from "./sections/PillarsSection";
import { ScriptureSection } from "./sections/ScriptureSection";
import { BackToTopButton, FloatingScrollTopButton } from "./sections/ScrollTopButtons";
import { ServicesSection } from "./sections/ServicesSection";
import { StatsSection } from "./sections/StatsSection";
import { VisionSection } from "./sections/VisionSection";
import type { MinistryContent, MinistrySection } from "./types";
import { useSentResult } from "~/lib/sent";

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
    case "forms":
      return <FormsSection section={section} />;
    case "contactSection":
      return <ContactSection content={section.content} />;
    case "backToTop":
      return <BackToTopButton />;
  }
}

/**
 * The one layout of the seven ministry landing pages (SPEC §2): the 800 ms loading spinner,
 * the hero, the page's sections in order (vision, approach, stats, services, pillars,
 * scriptures, forms), then the shared contact details and social links. Everything is rendered
 * on the server; each page is only its content file. `post` carries what the forms need without
 * JavaScript (the CSRF token, the action's result, the form the address opens).
 */
export function MinistryPage({ content, post }: { content: MinistryContent; post: MinistryPostState }) {
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
        <ContactDetails heading={content.contact.heading} text={content.contact.text} />
        {content.floatingScrollTop ? <FloatingScrollTopButton /> : null}
      </div>
    </MinistryPostContext>
  );
}
