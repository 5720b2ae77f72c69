import type { MinistryContent } from "~/features/ministries/types";

/** /children (and /childrens-ministry): approach cards and the inquiry form. */
export const children: MinistryContent = {
  path: "/children",
  name: "Children's Ministry",
  meta: {
    title: "Children's Ministry",
    description: "",
  },
  hero: {
    title: "Children's Ministry",
    subtitle: "",
    actions: [
      {
        label: "Ask About Children's Church",
        href: "#children-inquiry",
      },
    ],
  },
  sections: [
    {
      kind: "vision",
      id: "children-vision",
      eyebrow: "Our Vision",
      heading: "",
      paragraphs: [],
      image: "",
      imageAlt: "",
    },
    {
      kind: "cards",
      id: "children-approach",
      eyebrow: "Our Approach",
      heading: "",
      intro: "",
      cards: [],
    },
    {
      kind: "forms",
      id: "children-forms",
      forms: [
        {
          id: "children-inquiry",
          form: "children-inquiry",
          heading: "Ask about children's church",
          intro: "",
          submitLabel: "Send Inquiry",
          placeholders: {
            subject: "e.g. Registering my 6-year-old",
          },
          success: {
            title: "Thank you for your inquiry!",
            text: "Our children's ministry team has received your message and will contact you soon.",
          },
        },
      ],
    },
  ],
  contact: {
    heading: "Talk to the children's team",
    text: "Have a question before Sunday? Call or email our ministries desk.",
  },
};
