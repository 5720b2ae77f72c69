/**
 * Response shapes of the public API (docs/api.md), shared by the server,
 * which produces them, and the app, which reads them. Field names are the API's (snake_case).
 */

/** A responsive image: phone and desktop widths in AVIF and WebP (docs/performance.md, Budgets). */
export interface ImageSet {
  /** Fallback URL (desktop WebP), absolute path on this site, e.g. /img/gen/x-1280x720.webp. */
  src: string;
  /** srcset strings, e.g. "/img/gen/x-640x360.avif 640w, /img/gen/x-1280x720.avif 1280w". */
  avif: string;
  webp: string;
  width: number;
  height: number;
}

export interface Category {
  id: number;
  name: string;
  slug: string;
}

export interface Tag {
  name: string;
  slug: string;
}

export interface PostLink {
  slug: string;
  title: string;
}

export interface RelatedPost {
  id: number;
  slug: string;
  title: string;
  image: string | null;
  image_set: ImageSet | null;
  date: string;
}

/** A post as lists show it (no content). */
export interface PostSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** Same text as excerpt: the front end's components read either. */
  description: string;
  author: string;
  authorImage: string | null;
  image: string | null;
  image_set: ImageSet | null;
  /** The cover picture's description from the library; "" when it has none (shown as decorative). */
  image_alt?: string;
  category: Category | null;
  tags: Tag[];
  /** ISO 8601. */
  date: string;
  /** Two-digit day, e.g. "07". */
  date_only: string;
  /** Three-letter month, e.g. "Mar". */
  month_only: string;
  year_only: string;
  /** Approved comments. */
  comments: number;
  comments_count: number;
  featured: boolean;
}

export interface PostDetail extends PostSummary {
  /** Sanitised HTML. */
  content: string;
  quote: string | null;
  previous_post: PostLink | null;
  next_post: PostLink | null;
  related_posts: RelatedPost[];
}

/** DRF-style page (docs/api.md, Conventions). */
export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export interface CommentNode {
  id: number;
  name: string;
  text: string;
  /** ISO 8601. */
  date: string;
  parent: number | null;
  replies: CommentNode[];
  /** A staff reply: written by the church, shown with a "Church" mark. Beyond the API's original fields. */
  from_church: boolean;
}

/**
 * The answer to a new comment: what was received, without an id (ids count every comment, pending
 * ones included; the form shows its comment with a temporary id until it is approved).
 */
export type ReceivedComment = Omit<CommentNode, "id" | "from_church">;

export interface Sermon {
  id: number;
  slug: string;
  /** ISO date YYYY-MM-DD. */
  date: string;
  /** Full month name, e.g. "March". */
  month: string;
  title: string;
  description: string;
  sermon_from: string;
  categories: string[];
  /** Duration text, e.g. "45 min". */
  time: string;
  image_url: string | null;
  image_set: ImageSet | null;
  youtube_id: string | null;
  has_video: boolean;
  has_audio: boolean;
  has_transcript: boolean;
  has_download: boolean;
}

export interface SermonCategory {
  id: number;
  name: string;
  slug: string;
}

/** DRF validation error: field name (or "non_field_errors") to messages. */
export type ValidationErrors = Record<string, string[]>;

/** Any non-validation error body. */
export interface ErrorDetail {
  detail: string;
}
