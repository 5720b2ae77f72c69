import type { MinistryContent } from "~/features/ministries/types";

/** /evangelism: approach cards, three stats and the application form. */
export const evangelism: MinistryContent = {
  path: "/evangelism",
  name: "Evangelism & Outreach",
  meta: {
    title: "Evangelism & Outreach Ministry",
    description:
      "Share the good news with Kingdom Light Ministries' evangelism and outreach team: street evangelism in Harare, missions across Africa and discipleship training. Apply to join.",
  },
  hero: {
    title: "Evangelism & Outreach",
    subtitle:
      "Taking the good news of Jesus from our church doors to the streets of Harare, the villages of Zimbabwe and the nations.",
    image: "path-evangelism-outreach-hero",
    actions: [{ label: "Join the Outreach Team", href: "#evangelism-application" }],
  },
  sections: [
    {
      kind: "vision",
      id: "evangelism-vision",
      eyebrow: "Our Vision",
      heading: "Every person in our city hearing the gospel in a way they understand",
      paragraphs: [
        "Jesus did not wait for people to come to Him: He walked the roads, sat at tables and spoke the language of the people He met. We want to do the same in Harare, from the busy ranks of Copacabana to the homes of Mbare, Highfield and Glen View.",
        "Every month our teams go out in pairs to share the gospel, pray for the sick and invite people to church. Twice a year we travel with partner churches on mission trips, and every new believer we meet is connected to a small group so that no one is left to walk alone.",
      ],
      scripture: {
        text: "He said to them, \u201cGo into all the world and preach the gospel to all creation.\u201d",
        reference: "Mark 16:15",
        version: "NIV",
      },
      image: "people-evangelism-street-conversation",
      imageAlt: "Two members of the outreach team talking with people on a Harare street",
    },
    {
      kind: "cards",
      id: "evangelism-approach",
      eyebrow: "Our Approach",
      heading: "Three ways we carry the gospel",
      intro: "We go out, we go far and we stay with people until they are strong in their faith.",
      cards: [
        {
          icon: "megaphone",
          title: "Street Evangelism",
          text: "On the first Saturday of every month we share the gospel in markets, bus ranks and neighbourhoods across Harare, with prayer for the sick and an open invitation to church.",
        },
        {
          icon: "globe",
          title: "Global Missions",
          text: "With partner churches we send short-term mission teams to rural Zimbabwe and to neighbouring nations, planting churches, running medical days and training local leaders.",
        },
        {
          icon: "graduation",
          title: "Discipleship Training",
          text: "Our twelve-week evangelism school equips believers to share their story, answer honest questions and walk with new believers through their first year of faith.",
        },
      ],
    },
    {
      kind: "stats",
      id: "evangelism-impact",
      heading: "What God has done through our outreach",
      stats: [
        { value: "1,000+", label: "Lives Impacted" },
        { value: "25+", label: "Countries Reached" },
        { value: "150+", label: "Trained Evangelists" },
      ],
    },
    {
      kind: "forms",
      id: "evangelism-forms",
      forms: [
        {
          id: "evangelism-application",
          form: "evangelism-application",
          heading: "Join the Outreach Team",
          intro:
            "Whether you are bold on the street or quietly faithful in prayer and follow-up, there is a place for you. Tell us about yourself and we will invite you to the next training.",
          submitLabel: "Submit Application",
          placeholders: { subject: "e.g. Monthly street outreach" },
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
