/**
 * The About Us page's words: vision, mission, the four values, the four-part mandate, the founder
 * and the senior pastor. Scripture is quoted from the NKJV unless the reference says NIV.
 */

export interface Scripture {
  text: string;
  reference: string;
}

export interface VisionSlide {
  id: string;
  /** Small label above the heading: Our Vision, Our Mission, Our Values. */
  label: string;
  title: string;
  body: string;
  scripture: Scripture;
}

import { mission, vision } from "./mission";

export { mission, vision };

/** The vision card's six slides: vision, mission, then the four values. */
export const visionSlides: readonly VisionSlide[] = [
  {
    id: "vision",
    label: "Our Vision",
    title: "A City Shining with His Light",
    body: vision,
    scripture: {
      text: "You are the light of the world. A city that is set on a hill cannot be hidden.",
      reference: "Matthew 5:14",
    },
  },
  {
    id: "mission",
    label: "Our Mission",
    title: "Know Christ, Grow in Him, Go for Him",
    body: mission,
    scripture: {
      text: "Let your light so shine before men, that they may see your good works and glorify your Father in heaven.",
      reference: "Matthew 5:16",
    },
  },
  {
    id: "worship",
    label: "Our Values",
    title: "Worship in Spirit and Truth",
    body: "We gather to honour God with our whole hearts. Worship is not a warm-up before the sermon; it is how we meet the Father, week in and week out, in song, in giving and in daily obedience.",
    scripture: {
      text: "God is Spirit, and those who worship Him must worship in spirit and truth.",
      reference: "John 4:24",
    },
  },
  {
    id: "word",
    label: "Our Values",
    title: "Rooted in the Word",
    body: "The Bible is our foundation and our daily bread. We preach it plainly, study it together in home groups across Harare and let it shape how we live, work and love.",
    scripture: {
      text: "Your word is a lamp to my feet and a light to my path.",
      reference: "Psalm 119:105",
    },
  },
  {
    id: "prayer",
    label: "Our Values",
    title: "A House of Prayer",
    body: "Everything we do begins on our knees. From the Wednesday prayer meeting to the early-morning intercessors, we bring our city, our nation and one another before God.",
    scripture: {
      text: "Be anxious for nothing, but in everything by prayer and supplication, with thanksgiving, let your requests be made known to God.",
      reference: "Philippians 4:6",
    },
  },
  {
    id: "love",
    label: "Our Values",
    title: "Love in Action",
    body: "Faith shows itself in kindness. We feed the hungry, visit the sick, stand with widows and orphans, and welcome every stranger who walks through our doors as family.",
    scripture: {
      text: "My little children, let us not love in word or in tongue, but in deed and in truth.",
      reference: "1 John 3:18",
    },
  },
];

export interface MandateItem {
  id: string;
  title: string;
  /** One line for the selector. */
  summary: string;
  description: string;
  scripture: Scripture;
  /** A generated illustration name. */
  image: string;
  /** Tailwind classes of the content panel (complete strings, so Tailwind keeps them). */
  backgroundClass: string;
  textClass: string;
}

/** The mandate section's four items; the fourth is selected first. */
export const mandateItems: readonly MandateItem[] = [
  {
    id: "preach",
    title: "Preach the Gospel",
    summary: "Good news for every person in our city",
    description:
      "We take the message of Jesus beyond our walls: to the markets of Mbare, the lecture halls of the university, the hospitals and the high-density suburbs. Every member is a witness, and every conversation is a chance to share the hope we have found.",
    scripture: {
      text: "Go into all the world and preach the gospel to every creature.",
      reference: "Mark 16:15",
    },
    image: "globe-preach-the-gospel",
    backgroundClass: "bg-brand-800",
    textClass: "text-white",
  },
  {
    id: "disciple",
    title: "Make Disciples",
    summary: "Growing believers who grow others",
    description:
      "Salvation is the beginning, not the end. Through new believers' classes, home cells and mentoring, we walk with each person until they are strong in faith and ready to lead someone else to Christ.",
    scripture: {
      text: "Go therefore and make disciples of all the nations, baptizing them in the name of the Father and of the Son and of the Holy Spirit, teaching them to observe all things that I have commanded you; and lo, I am with you always, even to the end of the age.",
      reference: "Matthew 28:19-20",
    },
    image: "bible-make-disciples",
    backgroundClass: "bg-accent-100",
    textClass: "text-brand-950",
  },
  {
    id: "restore",
    title: "Heal and Restore",
    summary: "Binding up the broken-hearted",
    description:
      "Jesus came to heal and to set free. We pray for the sick, counsel the hurting, support families through grief and hardship, and believe God for breakthrough in bodies, minds and homes.",
    scripture: {
      text: "The Spirit of the Lord is upon Me, because He has anointed Me to preach the gospel to the poor; He has sent Me to heal the brokenhearted, to proclaim liberty to the captives and recovery of sight to the blind, to set at liberty those who are oppressed.",
      reference: "Luke 4:18",
    },
    image: "hands-heal-and-restore",
    backgroundClass: "bg-brand-100",
    textClass: "text-brand-950",
  },
  {
    id: "kingdom",
    title: "Establish the Kingdom",
    summary: "His reign in every sphere of life",
    description:
      "Our name is our calling. We raise men and women who carry the values of God's Kingdom into business, government, education, the arts and the family, until Harare and Zimbabwe are marked by justice, integrity and the love of Christ.",
    scripture: {
      text: "The kingdoms of this world have become the kingdoms of our Lord and of His Christ, and He shall reign forever and ever!",
      reference: "Revelation 11:15",
    },
    image: "crown-establish-the-kingdom",
    backgroundClass: "bg-brand-950",
    textClass: "text-white",
  },
];

export interface Person {
  name: string;
  role: string;
  /** A generated illustration name (square portrait). */
  image: string;
  bio: string;
}

export const founder: Person = {
  name: "Apostle Farai Makoni",
  role: "Founder",
  image: "portrait-apostle-farai-makoni",
  bio: "Apostle Farai Makoni started Kingdom Light Ministries in 2006 with twelve people in a borrowed classroom in the Avenues. A teacher by training and a pastor by calling, he spent thirteen years planting home cells, training leaders and preaching across Zimbabwe before handing the pulpit to Pastor Tinashe Moyo in 2019. He now gives himself to mentoring pastors and to the ministry's missions work.",
};

export const leader: Person & { initialLikes: number } = {
  name: "Pastor Tinashe Moyo",
  role: "Senior Pastor",
  image: "portrait-pastor-tinashe-moyo",
  bio: "Pastor Tinashe leads our church family with warmth, wisdom and a deep love for the Word, together with his wife, Pastor Rudo. Most Sundays you will find him preaching, praying with visitors after the service, or in the children's hall making sure every little one is known by name.",
  initialLikes: 87,
};

export const aboutIntro = {
  heading: "Who We Are",
  body: "Kingdom Light Ministries is a family of believers from every walk of life who gather in the heart of Harare to worship Jesus, learn His Word and serve our city. Whether you are new to faith or have walked with God for years, there is a place for you here.",
};
