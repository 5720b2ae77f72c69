import type { MinistryContent } from "~/features/ministries/types";

/** /healing: approach cards and the contact form. */
export const healing: MinistryContent = {
  path: "/healing",
  name: "Healing & Deliverance",
  meta: {
    title: "Healing & Deliverance Ministry",
    description:
      "Prayer for healing and freedom at Kingdom Light Ministries, Harare: physical healing, emotional healing and spiritual deliverance, with care that walks with you afterwards.",
  },
  hero: {
    title: "Healing & Deliverance",
    subtitle:
      "Jesus still heals the sick, binds up the broken-hearted and sets captives free. Come as you are: you will be prayed for with love.",
    image: "light-healing-deliverance-hero",
    actions: [{ label: "Ask for Prayer", href: "#healing-contact" }],
  },
  sections: [
    {
      kind: "vision",
      id: "healing-vision",
      eyebrow: "Our Vision",
      heading: "Whole people: body, soul and spirit",
      paragraphs: [
        "We believe in a God who heals. Our vision is to see people in our church and our city made whole: healed in their bodies, restored in their hearts and free from every spiritual bondage, through the finished work of Jesus on the cross.",
        "After every Sunday and Wednesday service our trained prayer ministers are at the front of the sanctuary to pray with anyone who asks. We also meet people by appointment for longer, private ministry, always in pairs, always with gentleness, and always alongside the care of doctors, counsellors and family.",
      ],
      scripture: {
        text: "But he was pierced for our transgressions, he was crushed for our iniquities; the punishment that brought us peace was on him, and by his wounds we are healed.",
        reference: "Isaiah 53:5",
        version: "NIV",
      },
      image: "dove-healing-prayer-ministry",
      imageAlt: "A dove in flight above open hands raised in prayer",
    },
    {
      kind: "cards",
      id: "healing-approach",
      eyebrow: "Our Approach",
      heading: "How we minister healing and freedom",
      intro: "We pray with faith, we listen with compassion and we keep walking with people after the prayer.",
      cards: [
        {
          icon: "heartPulse",
          title: "Physical Healing",
          text: "We lay hands on the sick and pray in the name of Jesus, as He taught us, and we celebrate every testimony while encouraging you to keep seeing your doctor.",
        },
        {
          icon: "handHeart",
          title: "Emotional Healing",
          text: "Grief, trauma, rejection and anxiety run deep. We listen, pray for the Lord's comfort and, where it helps, connect you with our trained Christian counsellors.",
        },
        {
          icon: "flame",
          title: "Spiritual Deliverance",
          text: "Through repentance, forgiveness and the authority of Christ, we pray with people to break every chain of fear, addiction and spiritual oppression, calmly and biblically.",
        },
      ],
    },
    {
      kind: "forms",
      id: "healing-forms",
      forms: [
        {
          id: "healing-contact",
          form: "healing-contact",
          heading: "Ask for prayer or an appointment",
          intro:
            "Share what you are facing and how we can reach you. A member of the healing team will respond in confidence.",
          submitLabel: "Send Message",
          labels: { message: "What would you like prayer for?" },
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
