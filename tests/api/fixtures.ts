import type { DatabaseHandle } from "#server/db/connection";
import { DEMO_CHURCH } from "#content/demo/church";
import { seedChurch } from "#server/domain/church/church";
import { DEMO_EVENTS } from "#content/demo/events";
import { seedEvents } from "#server/domain/events/seed";

/**
 * The API suite's own rows (not the demo seed): known facts the tests assert. Published posts are
 * dated in the past; one "published" post is scheduled far in the future and one is a draft, and
 * both carry the marker word PRIVATE_MARKER, which must never come back from a public endpoint.
 */
export const PRIVATE_MARKER = "zebrawordprivate";
export const PENDING_COMMENT_TEXT = "pendingcommenttext awaiting moderation";
export const REJECTED_COMMENT_TEXT = "rejectedcommenttext spam spam";
export const COMMENTER_EMAIL = "alice.moyo@example.com";
export const PRIVATE_PRAYER_TEXT = "privateprayertext for my family in Chitungwiza";

export const CATEGORIES = [
  { name: "Faith and Life", slug: "faith-and-life" },
  { name: "Youth", slug: "youth" },
  { name: "prayer", slug: "prayer" },
  { name: "Missions", slug: "missions" }, // no posts
  { name: "Announcements", slug: "announcements" }, // the draft's only
] as const;

export const TAGS = [
  { name: "Prayer Life", slug: "prayer-life" },
  { name: "Hope", slug: "hope" },
  { name: "Family", slug: "family" },
  { name: "Secret Plans", slug: "secret-plans" }, // the draft's only
] as const;

interface PostFixture {
  slug: string;
  title: string;
  excerpt?: string;
  content?: string;
  author?: string;
  category: string | null;
  tags: string[];
  published_at: string;
  status?: "published" | "draft";
  featured?: boolean;
  image?: string | null;
  author_image?: string | null;
  quote?: string | null;
}

/** Newest first as the API lists them: index 0 is the newest published post. */
export const PUBLISHED_POSTS: PostFixture[] = [
  {
    slug: "harvest-thanksgiving",
    title: "Harvest Thanksgiving in Harare",
    category: "faith-and-life",
    tags: ["hope", "family"],
    published_at: "2025-05-04T07:00:00.000Z",
    featured: true,
  },
  {
    slug: "grace-filled-giving",
    title: "100% Grace_Filled Giving",
    content: "<p>Giving with a cheerful heart, as 2 Corinthians 9:7 teaches.</p>",
    category: "faith-and-life",
    tags: [],
    published_at: "2025-04-20T07:00:00.000Z",
  },
  {
    slug: "grace-in-the-storm",
    title: "Grâce in the Storm",
    content: "<p>When the rains fail and <strong>the fields</strong> are dry, we keep trusting.</p>",
    category: "prayer",
    tags: ["prayer-life", "hope"],
    published_at: "2025-04-06T07:00:00.000Z",
    featured: true,
  },
  {
    slug: "first-of-march",
    title: "A New Month of Prayer",
    category: "prayer",
    tags: ["prayer-life"],
    // 01:30 on 1 March in Harare: the March archive, not February's.
    published_at: "2025-02-28T23:30:00.000Z",
  },
  {
    slug: "youth-camp-2025",
    title: "Youth Camp 2025 at Lake Chivero",
    category: "youth",
    tags: ["family"],
    author: "Tendai Ncube",
    published_at: "2025-02-10T07:00:00.000Z",
  },
  {
    slug: "walking-in-faith",
    title: "Walking in Faith Every Day",
    category: "faith-and-life",
    tags: ["hope"],
    quote: "Faith is taking the first step even when you don't see the whole staircase.",
    content:
      '<p>Hebrews 11:1 says <em>faith is confidence</em> in what we hope for.</p><script>alert("x")</script>' +
      '<p onclick="steal()">Click</p><a href="javascript:alert(1)">bad</a><a href="https://www.biblegateway.com/">Read</a>' +
      '<a href="/sermons">Sermons</a><img src="https://example.org/a.png" onerror="x()" alt="A"><iframe src="https://evil.example"></iframe>',
    published_at: "2025-01-19T07:00:00.000Z",
    featured: true,
  },
  {
    slug: "new-year-fasting",
    title: "New Year Fasting",
    category: "prayer",
    tags: [],
    published_at: "2025-01-05T07:00:00.000Z",
  },
  {
    slug: "christmas-carols",
    title: "Christmas Carols Night",
    category: null,
    tags: ["family"],
    image: null,
    author_image: null,
    published_at: "2024-12-20T07:00:00.000Z",
  },
  {
    slug: "serving-with-joy",
    title: "Serving With Joy",
    category: "youth",
    tags: [],
    published_at: "2024-12-01T07:00:00.000Z",
  },
  {
    slug: "mothers-union",
    title: "Mothers' Union Day",
    category: "faith-and-life",
    tags: [],
    published_at: "2024-11-17T07:00:00.000Z",
  },
  {
    slug: "bible-study-series",
    title: "Bible Study Series",
    category: "faith-and-life",
    tags: [],
    published_at: "2024-11-03T07:00:00.000Z",
  },
  {
    slug: "welcome-to-our-blog",
    title: "Welcome to Our Blog",
    category: null,
    tags: [],
    published_at: "2024-10-06T07:00:00.000Z",
  },
];

export const DRAFT_POST: PostFixture = {
  slug: "secret-draft-post",
  title: `Draft ${PRIVATE_MARKER}`,
  excerpt: `Not ready ${PRIVATE_MARKER}`,
  content: `<p>${PRIVATE_MARKER}</p>`,
  category: "announcements",
  tags: ["secret-plans", "hope"],
  status: "draft",
  featured: true,
  published_at: "2025-03-15T07:00:00.000Z",
};

export const SCHEDULED_POST: PostFixture = {
  slug: "scheduled-future-post",
  title: `Scheduled ${PRIVATE_MARKER}`,
  content: `<p>${PRIVATE_MARKER}</p>`,
  category: "faith-and-life",
  tags: ["hope"],
  featured: true,
  published_at: "2999-01-01T07:00:00.000Z",
};

export const SERMON_CATEGORIES = [
  { name: "Faith", slug: "faith" },
  { name: "Family Life", slug: "family-life" },
  { name: "Prayer", slug: "prayer" },
  { name: "Evangelism", slug: "evangelism" }, // no sermons
] as const;

interface SermonFixture {
  slug: string;
  title: string;
  speaker: string | null;
  preached_on: string;
  duration: string | null;
  youtube_id: string | null;
  image: string | null;
  description: string;
  categories: string[];
  published?: boolean;
  has_audio?: boolean;
}

/** Newest first. */
export const PUBLISHED_SERMONS: SermonFixture[] = [
  [
    "the-power-of-prayer",
    "The Power of Prayer",
    "Pastor Farai Moyo",
    "2025-05-11",
    "45 min",
    "dQw4w9WgXcQ",
    "dove-prayer",
    ["prayer", "faith"],
  ],
  [
    "building-strong-families",
    "Building Strong Families",
    "Mai Chipo Dube",
    "2025-05-04",
    "38 min",
    null,
    "people-family",
    ["family-life"],
  ],
  ["walking-on-water", "Walking on Water", "Pastor Farai Moyo", "2025-04-27", null, "abcDEF12345", null, ["faith"]],
  ["a-house-of-prayer", "A House of Prayer", null, "2025-04-13", "50 min", "xyz98765432", "church-house", ["prayer"]],
  ["grace-for-today", "Grace for Today", "Elder Tatenda Sibanda", "2025-03-30", "41 min", null, "light-grace", []],
  [
    "raising-children-in-faith",
    "Raising Children in Faith",
    "Mai Chipo Dube",
    "2025-03-16",
    "36 min",
    null,
    null,
    ["family-life", "faith"],
  ],
  [
    "the-good-shepherd",
    "The Good Shepherd",
    "Pastor Farai Moyo",
    "2025-03-02",
    "47 min",
    "good1234567",
    "hills-shepherd",
    ["faith"],
  ],
  ["persistent-prayer", "Persistent Prayer", "Elder Tatenda Sibanda", "2025-02-16", "44 min", null, null, ["prayer"]],
].map(([slug, title, speaker, preached_on, duration, youtube_id, image, categories]) => ({
  slug: slug as string,
  title: title as string,
  speaker: speaker as string | null,
  preached_on: preached_on as string,
  duration: duration as string | null,
  youtube_id: youtube_id as string | null,
  image: image as string | null,
  description: `${title as string}: a message preached at Kingdom Light Ministries, Harare.`,
  categories: categories as string[],
  has_audio: slug === "the-power-of-prayer",
}));

export const UNPUBLISHED_SERMON: SermonFixture = {
  slug: "unpublished-sermon",
  title: `Unpublished ${PRIVATE_MARKER}`,
  speaker: "Pastor Farai Moyo",
  preached_on: "2025-06-01",
  duration: "30 min",
  youtube_id: null,
  image: null,
  description: PRIVATE_MARKER,
  categories: ["faith"],
  published: false,
};

const CREATED = "2024-01-01T00:00:00.000Z";

/**
 * The demo church's details, as `SEED_DEMO=1` puts them in (the texts the tests expect name it), and
 * its two weekly services (the demo's other events are the events tests' own).
 */
export async function seedDemoChurch({ db }: DatabaseHandle): Promise<void> {
  await seedChurch(db, DEMO_CHURCH);
  await seedEvents(
    db,
    DEMO_EVENTS.filter((event) => event.kind === "service"),
  );
}

/** Inserts everything above; returns nothing: tests look rows up by slug. */
export async function insertFixtures(handle: DatabaseHandle): Promise<void> {
  await seedDemoChurch(handle);
  const { db } = handle;
  const categoryIds = new Map<string, number>();
  for (const category of CATEGORIES) {
    const row = await db.insertInto("categories").values(category).returning("id").executeTakeFirstOrThrow();
    categoryIds.set(category.slug, Number(row.id));
  }
  const tagIds = new Map<string, number>();
  for (const tag of TAGS) {
    const row = await db.insertInto("tags").values(tag).returning("id").executeTakeFirstOrThrow();
    tagIds.set(tag.slug, Number(row.id));
  }
  const postIds = new Map<string, number>();
  for (const post of [...[...PUBLISHED_POSTS].reverse(), DRAFT_POST, SCHEDULED_POST]) {
    const row = await db
      .insertInto("posts")
      .values({
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt ?? `${post.title}: a short summary for the list.`,
        content: post.content ?? `<p>${post.title}. A word for the church family in Harare.</p>`,
        author: post.author ?? "Pastor Farai Moyo",
        author_image: post.author_image === undefined ? "people-pastor-portrait" : post.author_image,
        image: post.image === undefined ? `sunrise-${post.slug}` : post.image,
        category_id: post.category ? categoryIds.get(post.category)! : null,
        quote: post.quote ?? null,
        status: post.status ?? "published",
        featured: post.featured ? 1 : 0,
        published_at: post.published_at,
        created_at: CREATED,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    postIds.set(post.slug, Number(row.id));
    for (const tag of post.tags) {
      await db
        .insertInto("post_tags")
        .values({ post_id: Number(row.id), tag_id: tagIds.get(tag)! })
        .execute();
    }
  }

  const comment = async (
    post: string,
    name: string,
    text: string,
    status: string,
    created_at: string,
    parent_id: number | null = null,
    email = COMMENTER_EMAIL,
  ) =>
    Number(
      (
        await db
          .insertInto("comments")
          .values({ post_id: postIds.get(post)!, parent_id, name, email, text, status, created_at })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id,
    );
  const first = await comment(
    "walking-in-faith",
    "Alice Moyo",
    "Amen, this blessed me.",
    "approved",
    "2025-01-20T08:00:00.000Z",
  );
  await comment("walking-in-faith", "Brian Chuma", "Thank you, Alice.", "approved", "2025-01-21T08:00:00.000Z", first);
  const pending = await comment(
    "walking-in-faith",
    "Pending Person",
    PENDING_COMMENT_TEXT,
    "pending",
    "2025-01-22T08:00:00.000Z",
  );
  // Approved, but under a pending comment: not shown either.
  await comment("walking-in-faith", "Orphan Reply", "orphanreplytext", "approved", "2025-01-23T08:00:00.000Z", pending);
  await comment("walking-in-faith", "Rejected Person", REJECTED_COMMENT_TEXT, "rejected", "2025-01-24T08:00:00.000Z");
  await comment("walking-in-faith", "Chipo", "Second top-level comment.", "approved", "2025-01-19T09:00:00.000Z");
  await comment("grace-in-the-storm", "Tendai", "Praying with you.", "approved", "2025-04-07T08:00:00.000Z");
  await comment(
    DRAFT_POST.slug,
    "Draft Commenter",
    `comment ${PRIVATE_MARKER}`,
    "approved",
    "2025-03-16T08:00:00.000Z",
  );

  const sermonCategoryIds = new Map<string, number>();
  for (const category of SERMON_CATEGORIES) {
    const row = await db.insertInto("sermon_categories").values(category).returning("id").executeTakeFirstOrThrow();
    sermonCategoryIds.set(category.slug, Number(row.id));
  }
  for (const sermon of [...PUBLISHED_SERMONS, UNPUBLISHED_SERMON]) {
    const row = await db
      .insertInto("sermons")
      .values({
        slug: sermon.slug,
        title: sermon.title,
        speaker: sermon.speaker,
        preached_on: sermon.preached_on,
        duration: sermon.duration,
        youtube_id: sermon.youtube_id,
        image: sermon.image,
        description: sermon.description,
        has_audio: sermon.has_audio ? 1 : 0,
        has_transcript: 0,
        has_download: 0,
        published: sermon.published === false ? 0 : 1,
        created_at: CREATED,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const category of sermon.categories) {
      await db
        .insertInto("sermon_category_links")
        .values({ sermon_id: Number(row.id), category_id: sermonCategoryIds.get(category)! })
        .execute();
    }
  }

  await db
    .insertInto("prayer_requests")
    .values({
      name: "Private Person",
      email: "private.person@example.com",
      phone: "",
      request: PRIVATE_PRAYER_TEXT,
      is_private: 1,
      created_at: CREATED,
    })
    .execute();
  await db
    .insertInto("newsletter_subscribers")
    .values({ email: "Existing@Example.com", email_normalized: "existing@example.com", name: "", created_at: CREATED })
    .execute();
}
