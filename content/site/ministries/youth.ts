import type { MinistryContent } from "~/features/ministries/types";

/** /youth: vision, 1 Timothy 4:12, the focus section and the contact form. */
export const youth: MinistryContent = {
  path: "/youth",
  name: "Youth & Young Adults",
  meta: {
    title: "Youth & Young Adults Ministry",
    description:
      "The youth and young adults ministry of Kingdom Light Ministries in Harare: identity in Christ, real friendships and leadership for ages 13 to 35. Friday nights and Sunday services.",
  },
  hero: {
    title: "Youth & Young Adults",
    subtitle:
      "A generation on fire for Jesus: growing in faith, building friendships that last and leading boldly in Harare and beyond.",
    image: "youth-worship-night-hero",
    actions: [{ label: "Get Connected", href: "#youth-contact" }],
  },
  sections: [
    {
      kind: "vision",
      id: "youth-vision",
      eyebrow: "Our Vision",
      heading: "Raising young people who know who they are in Christ",
      paragraphs: [
        "Young people in Harare carry big dreams and heavy pressures: exams, unemployment, social media and the search for belonging. Our vision is a community where teenagers and young adults meet Jesus for themselves, find friends who point them to Him and discover the gifts God has placed in them.",
        "We meet every Friday at 5:30 PM at the church for worship, teaching and small groups (ages 13 to 18 and 19 to 35 in their own circles), and we serve together on Sundays in the worship team, the media team and the children's church.",
      ],
      image: "youth-small-group-discussion",
      imageAlt: "Young adults laughing together in a small group",
    },
    {
      kind: "scripture",
      id: "youth-scripture",
      scripture: {
        text: "Don't let anyone look down on you because you are young, but set an example for the believers in speech, in conduct, in love, in faith and in purity.",
        reference: "1 Timothy 4:12",
        version: "NIV",
      },
      note: "This is the verse we pray over every young person who walks through our doors.",
    },
    {
      kind: "cards",
      id: "youth-focus",
      eyebrow: "Our Focus",
      heading: "What we build together",
      intro: "Three things shape every Friday night, camp and conversation.",
      cards: [
        {
          icon: "crown",
          title: "Identity in Christ",
          text: "Before we ask what you will do, we remind you who you are: chosen, loved and redeemed. Our teaching grounds young people in the truth of God's Word.",
        },
        {
          icon: "users",
          title: "Authentic Community",
          text: "Small groups, shared meals, sports days and camps where you can be honest about your struggles and find friends who will pray and laugh with you.",
        },
        {
          icon: "sprout",
          title: "Leadership Development",
          text: "Mentoring, serving opportunities and our yearly leadership course prepare young people to lead in the church, at university, at work and in the nation.",
        },
      ],
    },
    {
      kind: "forms",
      id: "youth-forms",
      forms: [
        {
          id: "youth-contact",
          form: "youth-contact",
          heading: "Get connected",
          intro:
            "New in town, coming for the first time, or a parent with a question? Send us a message and a youth leader will reply.",
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
