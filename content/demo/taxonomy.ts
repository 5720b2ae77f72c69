import type { SeedAuthor, SeedCategory } from "#server/seed/types";

export const POST_CATEGORIES: readonly SeedCategory[] = [
  { name: "Church News", slug: "church-news" },
  { name: "Faith & Devotion", slug: "faith-and-devotion" },
  { name: "Family Life", slug: "family-life" },
  { name: "Outreach & Missions", slug: "outreach-and-missions" },
  { name: "Youth", slug: "youth" },
];

export const TAGS: readonly SeedCategory[] = [
  { name: "Prayer", slug: "prayer" },
  { name: "Worship", slug: "worship" },
  { name: "Community", slug: "community" },
  { name: "Easter", slug: "easter" },
  { name: "Christmas", slug: "christmas" },
  { name: "Marriage", slug: "marriage" },
  { name: "Education", slug: "education" },
  { name: "Health", slug: "health" },
  { name: "Baptism", slug: "baptism" },
  { name: "Volunteers", slug: "volunteers" },
];

export const SERMON_CATEGORIES: readonly SeedCategory[] = [
  { name: "Faith", slug: "faith" },
  { name: "Prayer", slug: "prayer" },
  { name: "Family", slug: "family" },
  { name: "Worship", slug: "worship" },
  { name: "Evangelism", slug: "evangelism" },
];

/** The church's leaders who write on the blog and preach. */
export const AUTHORS = {
  seniorPastor: { name: "Pastor Tinashe Moyo", image: "portrait-pastor-tinashe-moyo" },
  pastorRudo: { name: "Pastor Rudo Moyo", image: "portrait-pastor-rudo-moyo" },
  elderSimba: { name: "Elder Simbarashe Chikwanha", image: "portrait-elder-simbarashe-chikwanha" },
  youthPastor: { name: "Minister Nyasha Mutasa", image: "portrait-minister-nyasha-mutasa" },
  deaconess: { name: "Deaconess Chiedza Ndlovu", image: "portrait-deaconess-chiedza-ndlovu" },
  mediaLead: { name: "Takunda Mhlanga", image: "portrait-takunda-mhlanga-media" },
} as const satisfies Record<string, SeedAuthor>;
