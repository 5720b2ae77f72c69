/**
 * The eight ministry departments of the About page's carousel (docs/product.md, Ministries carousel). Their
 * titles are the keys of the join links in app/lib/ministry-links.ts.
 */
export interface MinistryItem {
  id: string;
  title: string;
  /** A generated illustration name. */
  image: string;
  description: string;
}

export const ministries: readonly MinistryItem[] = [
  {
    id: "intercession",
    title: "Intercession",
    image: "hands-intercession-prayer-room",
    description:
      "Standing in the gap for our church, our city and our nation through early-morning prayer, prayer chains and all-night vigils.",
  },
  {
    id: "evangelism",
    title: "Evangelism & Outreach",
    image: "globe-evangelism-outreach",
    description:
      "Taking the gospel to the streets, markets and villages, and serving communities in need with food, clothing and care.",
  },
  {
    id: "music",
    title: "Music",
    image: "music-worship-team-stage",
    description:
      "Singers, instrumentalists and sound technicians leading the church into God's presence in spirit and in truth.",
  },
  {
    id: "healing",
    title: "Healing & Deliverance",
    image: "light-healing-deliverance",
    description:
      "Praying for the sick and the oppressed with compassion, and walking with people through lasting freedom in Christ.",
  },
  {
    id: "media",
    title: "Media & Digital",
    image: "camera-media-digital-team",
    description:
      "Livestreaming services, filming testimonies and sharing the message online with Zimbabweans at home and abroad.",
  },
  {
    id: "youth",
    title: "Youth & Young Adults",
    image: "youth-young-adults-fellowship",
    description:
      "A home for students and young professionals to grow in faith, build friendships and discover their God-given purpose.",
  },
  {
    id: "children",
    title: "Children's",
    image: "child-childrens-church-class",
    description: "Bible stories, songs and safe, joyful classes where every child learns how much Jesus loves them.",
  },
  {
    id: "hospitality",
    title: "Hospitality & Ushering",
    image: "people-hospitality-welcome",
    description:
      "Greeting every guest with a smile, finding them a seat and making sure no one leaves without feeling at home.",
  },
];
