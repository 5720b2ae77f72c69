import type { PageDocument } from "#contract/page-content";

/**
 * The demo church's home page (contract/page-content.ts, /admin/pages/home), as the demo site has
 * always shown it: the welcome's pictures and messages and the church-life gallery. Scripture in
 * the messages from the NKJV.
 */
export const DEMO_HOME_PAGE: PageDocument = {
  slides: [
    {
      picture: "sunrise-over-harare-hero",
      alt: "Sunrise over the Harare skyline",
    },
    {
      picture: "church-family-worship-hero",
      alt: "The church family lifting their hands in worship",
    },
    {
      picture: "light-shining-on-the-city-hero",
      alt: "Light breaking through the clouds over the city",
    },
  ],
  messages: [
    {
      eyebrow: "Welcome home",
      title: "A Family of Believers in the Heart of Harare",
      text: "Come as you are. Worship with us on Wednesdays and Sundays at 3:30PM and discover the life, hope and purpose Jesus offers.",
    },
    {
      eyebrow: "Arise and shine",
      title: "Your Light Has Come",
      text: "“Arise, shine; for your light has come! And the glory of the LORD is risen upon you.” Isaiah 60:1",
    },
  ],
  lifeIntro:
    "Sunday services, Wednesday prayer, youth nights and outreach days: a glimpse of the family you are invited to join.",
  life: [
    {
      picture: "people-sunday-fellowship-tea",
      caption: "Tea and conversation after the Sunday service",
    },
    {
      picture: "music-choir-rehearsal-night",
      caption: "The choir rehearsing for Easter Sunday",
    },
    {
      picture: "youth-friday-night-fellowship",
      caption: "Friday night youth fellowship",
    },
    {
      picture: "hands-community-food-drive",
      caption: "Packing food hampers for families in Epworth",
    },
    {
      picture: "water-baptism-sunday-celebration",
      caption: "Celebrating a baptism Sunday together",
    },
  ],
};
