import type { MinistryContent } from "~/features/ministries/types";

/**
 * /media: hero badges, eight expandable service cards, the contact section and the
 * floating scroll-to-top button.
 */
export const media: MinistryContent = {
  path: "/media",
  name: "Media & Digital Ministry",
  meta: {
    title: "Media & Digital Ministry",
    description:
      "The media and digital ministry of Kingdom Light Ministries, Harare: livestreams, sermons online, podcasts, design and training. Serve with us behind the camera.",
  },
  hero: {
    title: "Media & Digital Ministry",
    subtitle:
      "Carrying the message beyond our walls: every livestream, post and podcast is a door for someone to meet Jesus.",
    image: "camera-media-ministry-hero",
    parallax: true,
    actions: [{ label: "Serve With Us", href: "#media-contact" }],
    badges: [
      { icon: "globe", value: "150K+", label: "Online Reach" },
      { icon: "radio", value: "Weekly", label: "Livestreams" },
      { icon: "users", value: "30+", label: "Team Members" },
    ],
  },
  sections: [
    {
      kind: "vision",
      id: "media-vision",
      eyebrow: "Our Vision",
      heading: "The gospel, clearly told, wherever people are",
      paragraphs: [
        "Many of the people we serve follow our services on a phone, on a kombi ride home or from a village far from Harare, often on expensive data. Our vision is to bring them the Word and worship clearly, reliably and with excellence, in a way that respects every megabyte.",
        "Our team of volunteers runs the cameras and sound on Sundays and Wednesdays, edits sermons for YouTube and WhatsApp, designs for every ministry and trains others to do the same. No experience is needed: a teachable heart is.",
      ],
      scripture: {
        text: "Then the LORD replied: \u201cWrite down the revelation and make it plain on tablets so that a herald may run with it.\u201d",
        reference: "Habakkuk 2:2",
        version: "NIV",
      },
      image: "mic-media-team-sound-desk",
      imageAlt: "The media team at the sound desk during a Sunday service",
    },
    {
      kind: "services",
      id: "media-services",
      eyebrow: "What We Do",
      heading: "Eight ways we serve online and on site",
      intro: "Tap a card to see what each team does and how you could be part of it.",
      services: [
        {
          icon: "radio",
          title: "Livestreaming",
          summary: "Every Sunday and Wednesday service, live on YouTube and Facebook.",
          details: [
            "Three-camera production with live switching and lower thirds",
            "A low-data audio stream for members on limited bundles",
            "Live chat hosts who pray with viewers during the service",
          ],
        },
        {
          icon: "clapperboard",
          title: "Content Creation",
          summary: "Sermon clips, testimonies and short devotionals through the week.",
          details: [
            "One-minute sermon highlights for WhatsApp status and reels",
            "Filmed testimonies from members across Harare",
            "Scripting and storyboarding for special series",
          ],
        },
        {
          icon: "share",
          title: "Social Media",
          summary: "Encouragement, announcements and conversation on our pages.",
          details: [
            "A weekly content calendar agreed with every ministry",
            "Replying to messages and comments with care and prayer",
            "Monthly reports on reach so we can serve people better",
          ],
        },
        {
          icon: "podcast",
          title: "Podcast Production",
          summary: "Sermons and teaching series as audio, easy to download.",
          details: [
            "Recording, editing and mastering each Sunday message",
            "Small audio files that download quickly on mobile data",
            "Interview episodes with our pastors and ministry leaders",
          ],
        },
        {
          icon: "monitor",
          title: "Website Management",
          summary: "Keeping this website, the blog and the sermon library up to date.",
          details: [
            "Publishing blog posts, sermons and event news",
            "Checking pages load quickly on phones and slow networks",
            "Answering messages sent through the website's forms",
          ],
        },
        {
          icon: "smartphone",
          title: "Mobile App",
          summary: "Sermons, the Bible reading plan and notices in your pocket.",
          details: [
            "Testing new features with members before release",
            "Push notices for services, prayer meetings and events",
            "Helping members install and use the app on Sundays",
          ],
        },
        {
          icon: "palette",
          title: "Graphic Design",
          summary: "Posters, slides and social graphics for every ministry.",
          details: [
            "Sermon series artwork and worship lyric slides",
            "Event posters and banners printed locally",
            "A simple brand guide so everything looks like one family",
          ],
        },
        {
          icon: "graduation",
          title: "Digital Training",
          summary: "Teaching members and other churches the skills we use.",
          details: [
            "Quarterly workshops in camera, sound and editing basics",
            "Mentoring young people into media careers",
            "Helping partner churches start their own livestreams",
          ],
        },
      ],
    },
    {
      kind: "contactSection",
      content: {
        id: "media-contact",
        form: "media-contact",
        heading: "Send the media team a message",
        intro:
          "Tell us which team interests you, what you can already do (or would love to learn) and how we can reach you.",
        submitLabel: "Send Message",
        labels: { message: "How would you like to serve?" },
        cta: {
          title: "Use your gifts to reach the world",
          text: "Cameras, sound, design, writing or simply a willingness to learn: there is a seat for you on the media team.",
          points: [
            "Serve once or twice a month on a rota that fits your life",
            "Free hands-on training from experienced team members",
            "Be part of a team that prays together before every service",
          ],
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
