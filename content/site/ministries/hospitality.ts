import type { MinistryContent } from "~/features/ministries/types";

/**
 * /hospitality: hero with a scroll-down button, the About section (vision with its
 * verse, the pillars revealed on scroll), the volunteer call-to-action and join form, and a
 * back-to-top button.
 */
export const hospitality: MinistryContent = {
  path: "/hospitality",
  name: "Hospitality & Ushering",
  meta: {
    title: "Hospitality & Ushering Ministry",
    description: "",
  },
  hero: {
    title: "Hospitality & Ushering",
    subtitle: "",
    scrollDown: true,
  },
  sections: [
    {
      kind: "vision",
      id: "hospitality-about",
      eyebrow: "About Our Ministry",
      heading: "",
      paragraphs: [],
      image: "",
      imageAlt: "",
    },
    {
      kind: "pillars",
      id: "hospitality-pillars",
      eyebrow: "Our Three Pillars",
      heading: "",
      intro: "",
      pillars: [],
    },
    {
      kind: "contactSection",
      content: {
        id: "hospitality-join",
        form: "hospitality-contact",
        heading: "Join the hospitality team",
        intro: "",
        submitLabel: "Send Message",
        labels: {
          message: "Tell us about yourself",
        },
        placeholders: {
          message: "When are you usually at church, and have you served in hospitality before?",
        },
        cta: {
          title: "",
          text: "",
          points: [],
        },
        success: {
          title: "Welcome to the team!",
          text: "Thank you for offering to serve. Our hospitality coordinator will contact you before the next orientation Saturday.",
        },
      },
    },
    {
      kind: "backToTop",
    },
  ],
  contact: {
    heading: "Questions about serving?",
    text: "Contact our ministries desk and we will connect you with the head usher.",
  },
};
