import type { MinistryContent } from "~/features/ministries/types";

/** /intercession: approach cards, a contact form and an application form. */
export const intercession: MinistryContent = {
  path: "/intercession",
  name: "Intercession Ministry",
  meta: {
    title: "Intercession Ministry",
    description: "",
  },
  hero: {
    title: "Intercession Ministry",
    subtitle: "",
    actions: [
      {
        label: "Join the Prayer Team",
        href: "#intercession-application",
      },
      {
        label: "Share a Prayer Need",
        href: "#intercession-contact",
      },
    ],
  },
  sections: [
    {
      kind: "vision",
      id: "intercession-vision",
      eyebrow: "Our Vision",
      heading: "",
      paragraphs: [],
      image: "",
      imageAlt: "",
    },
    {
      kind: "cards",
      id: "intercession-approach",
      eyebrow: "Our Approach",
      heading: "",
      intro: "",
      cards: [],
    },
    {
      kind: "forms",
      id: "intercession-forms",
      forms: [
        {
          id: "intercession-contact",
          form: "intercession-contact",
          heading: "Share a Prayer Need",
          intro: "",
          submitLabel: "Send Message",
          labels: {
            message: "How can we pray with you?",
          },
          success: {
            title: "Thank you for reaching out!",
            text: "Your message has reached our intercession team. We are already praying, and someone will be in touch with you soon.",
          },
        },
        {
          id: "intercession-application",
          form: "intercession-application",
          heading: "Join the Intercession Team",
          intro: "",
          submitLabel: "Submit Application",
          placeholders: {
            subject: "e.g. Joining the early morning prayer watch",
          },
          success: {
            title: "Application received!",
            text: "Thank you for offering yourself to pray with us. A prayer leader will call or email you within the week.",
          },
        },
      ],
    },
  ],
  contact: {
    heading: "Talk to the intercession team",
    text: "Prefer to write, call or visit? Our ministries desk will put you in touch with a prayer leader.",
  },
};
