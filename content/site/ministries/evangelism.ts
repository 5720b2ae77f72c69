import type { MinistryContent } from "~/features/ministries/types";

/** /evangelism: approach cards, the numbers and the application form. */
export const evangelism: MinistryContent = {
  path: "/evangelism",
  name: "Evangelism & Outreach",
  meta: {
    title: "Evangelism & Outreach Ministry",
    description: "",
  },
  hero: {
    title: "Evangelism & Outreach",
    subtitle: "",
    actions: [
      {
        label: "Join the Outreach Team",
        href: "#evangelism-application",
      },
    ],
  },
  sections: [
    {
      kind: "vision",
      id: "evangelism-vision",
      eyebrow: "Our Vision",
      heading: "",
      paragraphs: [],
      image: "",
      imageAlt: "",
    },
    {
      kind: "cards",
      id: "evangelism-approach",
      eyebrow: "Our Approach",
      heading: "",
      intro: "",
      cards: [],
    },
    {
      kind: "stats",
      id: "evangelism-impact",
      heading: "",
      stats: [],
    },
    {
      kind: "forms",
      id: "evangelism-forms",
      forms: [
        {
          id: "evangelism-application",
          form: "evangelism-application",
          heading: "Join the Outreach Team",
          intro: "",
          submitLabel: "Submit Application",
          placeholders: {
            subject: "e.g. Monthly street outreach",
          },
          success: {
            title: "Application received!",
            text: "Thank you for answering the call. Our outreach coordinator will contact you about the next evangelism school intake.",
          },
        },
      ],
    },
  ],
  contact: {
    heading: "Talk to the outreach team",
    text: "Questions about a mission trip, a street outreach or partnering with us? We would love to hear from you.",
  },
};
