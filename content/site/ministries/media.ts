import type { MinistryContent } from "~/features/ministries/types";

/**
 * /media: hero badges (the document's highlights), the expandable service cards (its teams), the
 * contact section and the floating scroll-to-top button.
 */
export const media: MinistryContent = {
  path: "/media",
  name: "Media & Digital Ministry",
  meta: {
    title: "Media & Digital Ministry",
    description: "",
  },
  hero: {
    title: "Media & Digital Ministry",
    subtitle: "",
    parallax: true,
    actions: [
      {
        label: "Serve With Us",
        href: "#media-contact",
      },
    ],
  },
  sections: [
    {
      kind: "vision",
      id: "media-vision",
      eyebrow: "Our Vision",
      heading: "",
      paragraphs: [],
      image: "",
      imageAlt: "",
    },
    {
      kind: "services",
      id: "media-services",
      eyebrow: "What We Do",
      heading: "",
      intro: "",
      services: [],
    },
    {
      kind: "contactSection",
      content: {
        id: "media-contact",
        form: "media-contact",
        heading: "Send the media team a message",
        intro: "",
        submitLabel: "Send Message",
        labels: {
          message: "How would you like to serve?",
        },
        cta: {
          title: "",
          text: "",
          points: [],
        },
        success: {
          title: "Thank you for your message!",
          text: "Our media coordinator will be in touch within a few days to talk about where you could serve.",
        },
      },
    },
  ],
  contact: {
    heading: "Reach the media team",
    text: "For livestream help, recordings of a service or press enquiries, contact our ministries desk.",
  },
  floatingScrollTop: true,
};
