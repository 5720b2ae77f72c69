import type { MinistryContent } from "~/features/ministries/types";

/** /healing: approach cards and the contact form. */
export const healing: MinistryContent = {
  path: "/healing",
  name: "Healing & Deliverance",
  meta: {
    title: "Healing & Deliverance Ministry",
    description: "",
  },
  hero: {
    title: "Healing & Deliverance",
    subtitle: "",
    actions: [
      {
        label: "Ask for Prayer",
        href: "#healing-contact",
      },
    ],
  },
  sections: [
    {
      kind: "vision",
      id: "healing-vision",
      eyebrow: "Our Vision",
      heading: "",
      paragraphs: [],
      image: "",
      imageAlt: "",
    },
    {
      kind: "cards",
      id: "healing-approach",
      eyebrow: "Our Approach",
      heading: "",
      intro: "",
      cards: [],
    },
    {
      kind: "forms",
      id: "healing-forms",
      forms: [
        {
          id: "healing-contact",
          form: "healing-contact",
          heading: "Ask for prayer or an appointment",
          intro: "",
          submitLabel: "Send Message",
          labels: {
            message: "What would you like prayer for?",
          },
          success: {
            title: "Thank you for trusting us",
            text: "Your message has reached the healing and deliverance team. We are praying for you and will be in touch soon.",
          },
        },
      ],
    },
  ],
  contact: {
    heading: "We are here for you",
    text: "If you would rather speak to someone, call the ministries desk or write to us.",
  },
};
