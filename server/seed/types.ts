/** Demo content as typed data; index.ts turns it into rows (ids generated, booleans 0/1). */

export interface SeedCategory {
  name: string;
  slug: string;
}

export interface SeedAuthor {
  name: string;
  /** Illustration name (contract/images.ts), drawn as a square avatar. */
  image: string;
}

export interface SeedPost {
  slug: string;
  title: string;
  /** One or two sentences. */
  excerpt: string;
  /** HTML: paragraphs, h2s, lists and a blockquote with a scripture and its reference. */
  content: string;
  author: SeedAuthor;
  /** Illustration name, unique per post. */
  image: string;
  quote?: string;
  /** Category slug. */
  category: string;
  /** Tag slugs, 1 to 4. */
  tags: string[];
  /** ISO 8601 UTC. */
  publishedAt: string;
  featured?: boolean;
  status?: "published" | "draft";
}

export interface SeedComment {
  /** Slug of the post the comment belongs to. */
  post: string;
  /** Local key, so replies can name their parent. */
  key: string;
  parent?: string;
  name: string;
  /** Private: stored, never served. */
  email: string;
  text: string;
  /** ISO 8601 UTC, after the post's date. */
  createdAt: string;
  status?: "approved" | "pending";
}

export interface SeedSermon {
  slug: string;
  title: string;
  /** null exercises the "Unknown Speaker" default. */
  speaker: string | null;
  /** YYYY-MM-DD, a Wednesday or a Sunday. */
  preachedOn: string;
  /** e.g. "48 min"; null exercises "Duration not specified". */
  duration: string | null;
  /** 11-character YouTube-style id. */
  youtubeId: string;
  /** Illustration name. */
  image: string;
  description: string;
  /** Sermon category slugs, 0 to 2. */
  categories: string[];
  hasAudio?: boolean;
  hasTranscript?: boolean;
  hasDownload?: boolean;
}
