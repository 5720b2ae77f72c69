import type { MinistryContent } from "~/features/ministries/types";

/** /intercession: approach cards, a contact form and an application form. */
export const intercession: MinistryContent = {
  path: "/intercession",
  name: "Intercession Ministry",
  meta: {
    title: "Intercession Ministry",
    description:
      "Join the intercession team of Kingdom Light Ministries in Harare: we pray for our church, our city and the nations. Send a prayer need or apply to pray with us.",
  },
  hero: {
    title: "Intercession Ministry",
    subtitle:
      "Standing in the gap for our church family, for Harare and for the nations through faithful, Spirit-led prayer.",
    image: "hands-intercession-prayer-hero",
    actions: [
      { label: "Join the Prayer Team", href: "#intercession-application" },
      { label: "Share a Prayer Need", href: "#intercession-contact" },
    ],
  },
  sections: [
    {
      kind: "vision",
      id: "intercession-vision",
      eyebrow: "Our Vision",
      heading: "A house of prayer for Harare and the nations",
      paragraphs: [
        "We believe nothing of lasting value happens in the Kingdom without prayer. Our vision is a church where the altar of prayer never goes cold: where every service, every outreach and every family in our congregation is carried before the Lord.",
        "Our intercessors meet every Tuesday and Thursday at 5:30 AM in the prayer room at the church, and again for an hour before every Wednesday and Sunday service. Through the week we keep a WhatsApp prayer chain so that no urgent need waits for the next meeting.",
        "You do not need a title or years of experience to intercede. You need a heart for God, a love for people and a willingness to keep showing up.",
      ],
      scripture: {
        text: "The prayer of a righteous person is powerful and effective.",
        reference: "James 5:16",
        version: "NIV",
      },
      image: "candle-intercession-prayer-room",
      imageAlt: "A candle burning in a quiet prayer room",
    },
    {
      kind: "cards",
      id: "intercession-approach",
      eyebrow: "Our Approach",
      heading: "How we stand in the gap",
      intro:
        "Our prayer life is shaped by three commitments: covering our church, carrying the nations and responding quickly when crisis comes.",
      cards: [
        {
          icon: "shield",
          title: "Spiritual Covering",
          text: "We pray over our pastors, every ministry team, each service and the families of our church by name, asking God to guard, guide and strengthen them through every season.",
        },
        {
          icon: "globe",
          title: "Global Missions",
          text: "We carry the missionaries and partner churches we support across Africa and beyond, praying for open doors for the gospel, for protection and for lasting fruit.",
        },
        {
          icon: "siren",
          title: "Crisis Response",
          text: "When illness, loss or sudden trouble strikes a family or our city, our prayer chain is alerted the same day and intercessors stand with them until the breakthrough comes.",
        },
      ],
    },
    {
      kind: "forms",
      id: "intercession-forms",
      forms: [
        {
          id: "intercession-contact",
          form: "intercession-contact",
          heading: "Share a Prayer Need",
          intro:
            "Tell us what you would like us to pray about, or ask a question about the intercession ministry. Everything you share is treated with care and kept within the prayer team.",
          submitLabel: "Send Message",
          labels: { message: "How can we pray with you?" },
          success: {
            title: "Thank you for reaching out!",
            text: "Your message has reached our intercession team. We are already praying, and someone will be in touch with you soon.",
          },
        },
        {
          id: "intercession-application",
          form: "intercession-application",
          heading: "Join the Intercession Team",
          intro:
            "Sense a call to prayer? Tell us a little about yourself and one of our prayer leaders will contact you about the next orientation evening.",
          submitLabel: "Submit Application",
          placeholders: { subject: "e.g. Joining the early morning prayer watch" },
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
