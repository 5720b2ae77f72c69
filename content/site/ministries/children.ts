import type { MinistryContent } from "~/features/ministries/types";

/** /children (and /childrens-ministry): approach cards and the inquiry form. */
export const children: MinistryContent = {
  path: "/children",
  name: "Children's Ministry",
  meta: {
    title: "Children's Ministry",
    description:
      "Children's church at Kingdom Light Ministries, Harare: Bible teaching, spiritual growth and loving care for children from birth to 12 years, every Sunday at 3:30 PM.",
  },
  hero: {
    title: "Children's Ministry",
    subtitle:
      "A safe, joyful place where children discover how much God loves them, every Sunday while their parents worship.",
    image: "child-sunday-school-hero",
    actions: [{ label: "Ask About Children's Church", href: "#children-inquiry" }],
  },
  sections: [
    {
      kind: "vision",
      id: "children-vision",
      eyebrow: "Our Vision",
      heading: "Children who know, love and follow Jesus",
      paragraphs: [
        "Children are not the church of tomorrow: they are part of the church today. Our vision is to partner with parents and guardians so that every child in our care grows up knowing the Bible, loving Jesus and confident that they belong in God's family.",
        "Children's church runs during the Sunday service from 3:30 PM in three age groups: little ones (0 to 4), juniors (5 to 8) and pre-teens (9 to 12). Every teacher is a trained, vetted member of the church, each child is signed in and out by a parent, and our rooms are checked before every service.",
      ],
      scripture: {
        text: "Start children off on the way they should go, and even when they are old they will not turn from it.",
        reference: "Proverbs 22:6",
        version: "NIV",
      },
      image: "child-bible-story-time",
      imageAlt: "Children listening to a Bible story with their teacher",
    },
    {
      kind: "cards",
      id: "children-approach",
      eyebrow: "Our Approach",
      heading: "How we care for your children",
      intro: "Every lesson, song and game serves three aims.",
      cards: [
        {
          icon: "book",
          title: "Biblical Teaching",
          text: "Age-appropriate lessons walk through the whole story of the Bible, with memory verses, songs and crafts that help children remember what they learn.",
        },
        {
          icon: "sprout",
          title: "Spiritual Growth",
          text: "We teach children to pray, to worship and to hear God for themselves, and we celebrate each step, from a first prayer to baptism.",
        },
        {
          icon: "handHeart",
          title: "Compassionate Care",
          text: "Safe rooms, trained teachers and a sign-in system give parents peace, and every child is known by name, prayed for and loved.",
        },
      ],
    },
    {
      kind: "forms",
      id: "children-forms",
      forms: [
        {
          id: "children-inquiry",
          form: "children-inquiry",
          heading: "Ask about children's church",
          intro:
            "Planning your first visit, registering a child or thinking about serving as a teacher? Send us your question and our children's pastor will reply.",
          submitLabel: "Send Inquiry",
          placeholders: { subject: "e.g. Registering my 6-year-old" },
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
