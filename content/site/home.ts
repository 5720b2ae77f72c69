/**
 * The home page's words and pictures: hero slides and messages, the salvation teaser, the blog
 * teaser's headings and the church-life gallery. Scripture from the NIV or NKJV as marked.
 */
import type { Scripture } from "./about";

export interface HeroSlide {
  /** A generated illustration name (wide). */
  image: string;
  alt: string;
}

/** Three background images, rotating every 5 s. */
export const heroSlides: readonly HeroSlide[] = [
  { image: "sunrise-over-harare-hero", alt: "Sunrise over the Harare skyline" },
  { image: "church-family-worship-hero", alt: "The church family lifting their hands in worship" },
  { image: "light-shining-on-the-city-hero", alt: "Light breaking through the clouds over the city" },
];

export interface HeroMessage {
  eyebrow: string;
  title: string;
  text: string;
}

/** Two messages, rotating every 7 s. */
export const heroMessages: readonly HeroMessage[] = [
  {
    eyebrow: "Welcome home",
    title: "A Family of Believers in the Heart of Harare",
    text: "Come as you are. Worship with us on Wednesdays and Sundays at 3:30PM and discover the life, hope and purpose Jesus offers.",
  },
  {
    eyebrow: "Arise and shine",
    title: "Your Light Has Come",
    text: "\u201CArise, shine; for your light has come! And the glory of the LORD is risen upon you.\u201D Isaiah 60:1",
  },
];

export const heroCallToAction = "Connect With Us";

export const countdownText = {
  heading: "Join Us for Our Next Service",
  intro: "We would love to worship with you. Doors open thirty minutes before every service.",
  addToCalendar: "Add to Calendar",
  downloadIcs: "Download .ics",
};

export interface SalvationCard {
  id: string;
  title: string;
  summary: string;
  body: string;
  scripture: Scripture;
}

/** The salvation teaser's two expandable cards. */
export const salvationTeaser = {
  heading: "Find New Life in Christ",
  intro:
    "God's love is not earned and it is not far away. Whatever your story, you can know Him personally, starting today.",
  cards: [
    {
      id: "eternal-life",
      title: "Eternal Life",
      summary: "A gift God freely offers to everyone who believes.",
      body: "Sin separates every one of us from a holy God, but He did not leave us there. Jesus died in our place and rose again, so that anyone who trusts in Him is forgiven, made new and welcomed into God's family for ever.",
      scripture: {
        text: "For God so loved the world that he gave his one and only Son, that whoever believes in him shall not perish but have eternal life.",
        reference: "John 3:16 (NIV)",
      },
    },
    {
      id: "spiritual-growth",
      title: "Spiritual Growth",
      summary: "A lifelong journey of knowing Jesus more.",
      body: "Faith grows as a seed grows: day by day, through prayer, the Bible and the company of other believers. Our home cells, new believers' classes and mentors are here to walk that road with you.",
      scripture: {
        text: "But grow in the grace and knowledge of our Lord and Savior Jesus Christ. To Him be the glory both now and forever. Amen.",
        reference: "2 Peter 3:18 (NKJV)",
      },
    },
  ] satisfies SalvationCard[],
  linkText: "Discover Journey",
};

export const blogTeaser = {
  heading: "News and Stories",
  intro: "What God is doing among us: testimonies, teaching and news from the church family.",
  latestHeading: "Latest News",
  featuredHeading: "Featured Stories",
  viewAll: "View all posts",
  empty: "No posts available.",
};

export interface GalleryImage {
  image: string;
  caption: string;
}

/** The church-life gallery: five images rotating every 7 s, with a like button starting at 142. */
export const churchLife = {
  heading: "Life at Kingdom Light",
  intro:
    "Sunday services, Wednesday prayer, youth nights and outreach days: a glimpse of the family you are invited to join.",
  images: [
    { image: "people-sunday-fellowship-tea", caption: "Tea and conversation after the Sunday service" },
    { image: "music-choir-rehearsal-night", caption: "The choir rehearsing for Easter Sunday" },
    { image: "youth-friday-night-fellowship", caption: "Friday night youth fellowship" },
    { image: "hands-community-food-drive", caption: "Packing food hampers for families in Epworth" },
    { image: "water-baptism-sunday-celebration", caption: "Celebrating a baptism Sunday together" },
  ] satisfies GalleryImage[],
  likeLabel: "Love this",
};
