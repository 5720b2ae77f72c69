import type { MinistryContent } from "~/features/ministries/types";

/**
 * /hospitality: hero with a scroll-down button, the About section (vision, Hebrews
 * 13:2, three pillars revealed on scroll), the volunteer call-to-action and join form, and a
 * back-to-top button.
 */
export const hospitality: MinistryContent = {
  path: "/hospitality",
  name: "Hospitality & Ushering",
  meta: {
    title: "Hospitality & Ushering Ministry",
    description:
      "Welcome people the way Jesus welcomes us: join the hospitality and ushering ministry of Kingdom Light Ministries in Harare as a greeter, usher, parking or fellowship host.",
  },
  hero: {
    title: "Hospitality & Ushering",
    subtitle:
      "Every visitor is a guest God has sent. We make sure each one is greeted by name, helped to a seat and welcomed back.",
    image: "church-hospitality-welcome-hero",
    scrollDown: true,
  },
  sections: [
    {
      kind: "vision",
      id: "hospitality-about",
      eyebrow: "About Our Ministry",
      heading: "A welcome that feels like coming home",
      paragraphs: [
        "Our vision is simple: that no one walks into Kingdom Light Ministries and feels like a stranger. From the car park to the welcome desk, from the sanctuary to the cup of tea afterwards, we want every person to sense the love of Christ before the first song is sung.",
        "Our ushers, greeters, parking team and fellowship hosts serve at every Wednesday and Sunday service, at weddings, funerals and conferences. We pray together half an hour before the doors open, and we follow up with every first-time guest during the week.",
      ],
      scripture: {
        text: "Do not forget to show hospitality to strangers, for by so doing some people have shown hospitality to angels without knowing it.",
        reference: "Hebrews 13:2",
        version: "NIV",
      },
      image: "people-hospitality-greeters-welcome",
      imageAlt: "Greeters welcoming a family at the church doors",
    },
    {
      kind: "pillars",
      id: "hospitality-pillars",
      eyebrow: "Our Three Pillars",
      heading: "What guides the way we serve",
      intro: "Everything our team does rests on three simple commitments.",
      pillars: [
        {
          icon: "door",
          title: "First Impressions",
          text: "A warm smile at the gate, a clear sign and a helping hand with the children: we know the first five minutes often decide whether a guest comes back.",
        },
        {
          icon: "award",
          title: "Service Excellence",
          text: "We arrive early, we are ready for the unexpected and we serve the elderly, the young and the VIP guest with the same care, because we serve the Lord.",
        },
        {
          icon: "heartHandshake",
          title: "Follow-Through Care",
          text: "A welcome does not end at the door. We call every first-time guest within the week, pray for their needs and help them find their place in the family.",
        },
      ],
    },
    {
      kind: "contactSection",
      content: {
        id: "hospitality-join",
        form: "hospitality-contact",
        heading: "Join the hospitality team",
        intro: "Tell us a little about yourself and choose the areas where you would like to serve.",
        submitLabel: "Send Message",
        labels: { message: "Tell us about yourself" },
        placeholders: { message: "When are you usually at church, and have you served in hospitality before?" },
        cta: {
          title: "Become part of the welcome",
          text: "If you love people, you already have what it takes. We will train you, pair you with an experienced team member and fit you into a rota that suits you.",
          points: [
            "Serve at one service a month or more, as you are able",
            "Orientation and training on the first Saturday of each month",
            "A friendly team that prays and grows together",
          ],
        },
        success: {
          title: "Welcome to the team!",
          text: "Thank you for offering to serve. Our hospitality coordinator will contact you before the next orientation Saturday.",
        },
      },
    },
    { kind: "backToTop" },
  ],
  contact: {
    heading: "Questions about serving?",
    text: "Contact our ministries desk and we will connect you with the head usher.",
  },
};
