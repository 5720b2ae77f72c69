import type { MinistryContent } from "~/features/ministries/types";

/** /youth: vision, a verse on its own band, the focus section and the contact form. */
export const youth: MinistryContent = {
  path: "/youth",
  name: "Youth & Young Adults",
  meta: {
    title: "Youth & Young Adults Ministry",
    description: "",
  },
  hero: {
    title: "Youth & Young Adults",
    subtitle: "",
    actions: [
      {
        label: "Get Connected",
        href: "#youth-contact",
      },
    ],
  },
  sections: [
    {
      kind: "vision",
      id: "youth-vision",
      eyebrow: "Our Vision",
      heading: "",
      paragraphs: [],
      image: "",
      imageAlt: "",
    },
    {
      kind: "scripture",
      id: "youth-scripture",
      scripture: {
        text: "",
        reference: "",
        version: "",
      },
    },
    {
      kind: "cards",
      id: "youth-focus",
      eyebrow: "Our Focus",
      heading: "",
      intro: "",
      cards: [],
    },
    {
      kind: "forms",
      id: "youth-forms",
      forms: [
        {
          id: "youth-contact",
          form: "youth-contact",
          heading: "Get connected",
          intro: "",
          submitLabel: "Send Message",
          success: {
            title: "Message sent!",
            text: "Thanks for reaching out. A youth leader will get back to you soon. See you on Friday!",
          },
        },
      ],
    },
  ],
  contact: {
    heading: "Talk to the youth team",
    text: "Call, email or follow us to keep up with Friday nights, camps and events.",
  },
};
