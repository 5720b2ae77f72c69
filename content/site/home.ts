/**
 * The home page's interface words: the welcome's button, the countdown's, the salvation teaser
 * and the blog teaser's headings. The church's own pictures and messages (the welcome's, the
 * church-life gallery's) are its page's document (contract/page-content.ts, /admin/pages/home).
 * Scripture from the NIV or NKJV as marked.
 */

export interface Scripture {
  text: string;
  reference: string;
}

export const heroCallToAction = "Connect With Us";

export const countdownText = {
  heading: "Join Us for Our Next Service",
  intro: "We would love to worship with you. Doors open thirty minutes before every service.",
  addToCalendar: "Add to Calendar",
  downloadIcs: "Download .ics",
  /** Below the weekly services: the church's calendar (/events). */
  allEvents: "All services and events",
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
