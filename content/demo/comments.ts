import type { SeedComment } from "#server/seed/types";

/**
 * Approved comments, threaded two levels deep (top-level comments and replies to them), on six
 * posts, plus one comment still waiting for moderation. Emails are stored and never served.
 */
export const COMMENTS: readonly SeedComment[] = [
  // He Is Risen! Easter Sunday 2025
  {
    post: "he-is-risen-easter-sunday-2025",
    key: "easter-tendai",
    name: "Tendai Mushonga",
    email: "tendai.mushonga@example.co.zw",
    text: "I brought my neighbour for the first time and she has not stopped talking about the service. She asked me to bring her again on Wednesday. God is good!",
    createdAt: "2025-04-21T14:12:00.000Z",
  },
  {
    post: "he-is-risen-easter-sunday-2025",
    key: "easter-tendai-reply",
    parent: "easter-tendai",
    name: "Rutendo Gumbo",
    email: "rutendo.gumbo@example.co.zw",
    text: "That is wonderful, Tendai. Bring her to the new believers' class too, it is a very welcoming group.",
    createdAt: "2025-04-21T16:40:00.000Z",
  },
  {
    post: "he-is-risen-easter-sunday-2025",
    key: "easter-farai",
    name: "Farai Chinembiri",
    email: "farai.c@example.com",
    text: "Watching the livestream from Johannesburg with my family. The sound was clear all the way through. Thank you to the media team for thinking of those of us far from home.",
    createdAt: "2025-04-22T06:55:00.000Z",
  },

  // Feeding Families in Epworth
  {
    post: "feeding-families-in-epworth",
    key: "epworth-chipo",
    name: "Chipo Marufu",
    email: "chipo.marufu@example.co.zw",
    text: "I volunteered for the first time on Saturday. Seeing the gogos carrying the mealie-meal home with their grandchildren was humbling. Count me in for next time.",
    createdAt: "2025-06-16T17:20:00.000Z",
  },
  {
    post: "feeding-families-in-epworth",
    key: "epworth-chipo-reply",
    parent: "epworth-chipo",
    name: "Elder Simbarashe Chikwanha",
    email: "outreach@kingdomlightministries.org",
    text: "Thank you, Chipo. You were a blessing at the registration table. The next drive is on the 28th; we meet at 6AM.",
    createdAt: "2025-06-17T07:05:00.000Z",
  },
  {
    post: "feeding-families-in-epworth",
    key: "epworth-tatenda",
    name: "Tatenda Zvobgo",
    email: "tatenda.zvobgo@example.com",
    text: "Does the church accept donations of school shoes? My children have outgrown several pairs that are still in good condition.",
    createdAt: "2025-06-18T11:30:00.000Z",
  },
  {
    post: "feeding-families-in-epworth",
    key: "epworth-tatenda-reply",
    parent: "epworth-tatenda",
    name: "Memory Sibanda",
    email: "memory.sibanda@example.co.zw",
    text: "Yes! Leave them at the welcome desk on Sunday, Tatenda. The school fees fund team hands out shoes at the start of every term.",
    createdAt: "2025-06-18T15:02:00.000Z",
  },

  // Youth Camp in Nyanga
  {
    post: "youth-camp-in-nyanga-2025",
    key: "camp-nyasha",
    name: "Nyasha Chirwa",
    email: "nyasha.chirwa@example.co.zw",
    text: "My daughter came home a different girl. She has been waking up early to read her Bible before school. Thank you to every leader who gave up their leave.",
    createdAt: "2025-08-25T18:45:00.000Z",
  },
  {
    post: "youth-camp-in-nyanga-2025",
    key: "camp-nyasha-reply",
    parent: "camp-nyasha",
    name: "Minister Nyasha Mutasa",
    email: "youth@kingdomlightministries.org",
    text: "This made my week. She was a joy to have at camp, and she led her small group in prayer on the last night.",
    createdAt: "2025-08-26T08:10:00.000Z",
  },
  {
    post: "youth-camp-in-nyanga-2025",
    key: "camp-kudzai",
    name: "Kudzai Mhandu",
    email: "kudzai.mhandu@example.com",
    text: "Nyangani in the mist was no joke, but we made it to the top together. Already saving for next year's camp!",
    createdAt: "2025-08-27T13:25:00.000Z",
  },

  // Baptism Sunday at Lake Chivero
  {
    post: "baptism-sunday-at-lake-chivero",
    key: "baptism-tafadzwa",
    name: "Tafadzwa Moyo",
    email: "tafadzwa.moyo@example.co.zw",
    text: "I was one of the twenty-seven. The water was cold but my heart has never been so warm. Thank you for praying for me, church family.",
    createdAt: "2025-09-22T12:00:00.000Z",
  },
  {
    post: "baptism-sunday-at-lake-chivero",
    key: "baptism-tafadzwa-reply",
    parent: "baptism-tafadzwa",
    name: "Blessing Nyamande",
    email: "blessing.nyamande@example.com",
    text: "We were cheering the loudest for you on the shore, Tafadzwa. Welcome to the family!",
    createdAt: "2025-09-22T13:18:00.000Z",
  },
  {
    post: "baptism-sunday-at-lake-chivero",
    key: "baptism-tafadzwa-reply-2",
    parent: "baptism-tafadzwa",
    name: "Rutendo Gumbo",
    email: "rutendo.gumbo@example.co.zw",
    text: "So proud of you. Your testimony made me cry.",
    createdAt: "2025-09-23T05:47:00.000Z",
  },

  // Mental Health and Faith
  {
    post: "mental-health-and-faith",
    key: "mental-anonymous",
    name: "Tinotenda",
    email: "tinotenda.k@example.com",
    text: "I have struggled with anxiety for years and always felt ashamed to mention it at church. Reading this, I felt seen. Thank you, Pastor Rudo.",
    createdAt: "2025-10-10T19:32:00.000Z",
  },
  {
    post: "mental-health-and-faith",
    key: "mental-anonymous-reply",
    parent: "mental-anonymous",
    name: "Pastor Rudo Moyo",
    email: "pastoral@kingdomlightministries.org",
    text: "Thank you for your courage in saying so, Tinotenda. You are not alone. Please call the pastoral care line any weekday; we would love to walk with you.",
    createdAt: "2025-10-11T07:15:00.000Z",
  },
  {
    post: "mental-health-and-faith",
    key: "mental-memory",
    name: "Memory Sibanda",
    email: "memory.sibanda@example.co.zw",
    text: "As a nurse I see so many people who wait too long to ask for help. I pray this message reaches every church in Harare.",
    createdAt: "2025-10-12T10:05:00.000Z",
  },

  // Medical Outreach in Chitungwiza
  {
    post: "medical-outreach-in-chitungwiza",
    key: "clinic-farai",
    name: "Farai Chinembiri",
    email: "farai.c@example.com",
    text: "My mother went for a blood pressure check and was referred to the polyclinic. She is now on treatment. We are so grateful.",
    createdAt: "2026-06-22T15:44:00.000Z",
  },
  {
    post: "medical-outreach-in-chitungwiza",
    key: "clinic-farai-reply",
    parent: "clinic-farai",
    name: "Chipo Marufu",
    email: "chipo.marufu@example.co.zw",
    text: "Praise God! That is exactly why the team went. Wishing her a full recovery.",
    createdAt: "2026-06-22T17:03:00.000Z",
  },
  {
    post: "medical-outreach-in-chitungwiza",
    key: "clinic-kudzai",
    name: "Kudzai Mhandu",
    email: "kudzai.mhandu@example.com",
    text: "I am a pharmacy student at UZ. Is there a way to volunteer at the October clinic?",
    createdAt: "2026-06-24T09:20:00.000Z",
  },

  // Waiting for moderation: never served.
  {
    post: "raising-children-who-pray",
    key: "pending-tatenda",
    name: "Tatenda Zvobgo",
    email: "tatenda.zvobgo@example.com",
    text: "We started the prayer jar this week and my son insisted we pray for the dog. Where can we get the family prayer cards?",
    createdAt: "2026-08-18T18:10:00.000Z",
    status: "pending",
  },
];
