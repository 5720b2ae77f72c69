import type {
  Category,
  CommentNode,
  PostDetail,
  PostSummary,
  ReceivedComment,
  Sermon,
  SermonCategory,
  Tag,
  ValidationErrors,
} from "#contract/types";
import type { OwnPageService } from "#server/domain/own-pages/pages";
import type { EventService } from "#server/domain/events/index";
import type { Giving } from "#server/domain/giving/giving";
import type { PageRequest, PageResult } from "./page-types";
import type { CommentInput, ContactInput, MinistryInput, NewsletterInput, PrayerInput } from "#contract/submissions";

/**
 * The domain, as the API routes and the React Router loaders both use it. Every method returns
 * API-shaped objects (contract/types.ts) and never anything private (emails, drafts, pending
 * comments, private prayer requests).
 */
export interface Services {
  posts: PostService;
  comments: CommentService;
  sermons: SermonService;
  submissions: SubmissionService;
  /** Staff's own pages: a published one by its address, the footer's links (server/domain/own-pages/pages.ts). */
  ownPages: OwnPageService;
  /** The church's calendar: public reads, feeds, registration (server/domain/events/index.ts). */
  events: EventService;
  /** Giving through Paynow: the giving page, the giver's private links, Paynow's result URL (server/domain/giving/giving.ts). */
  giving: Giving;
}

export type { PageRequest, PageResult } from "./page-types";

export interface PostListFilter {
  search?: string;
  /** Category slug. */
  category?: string;
  /** Tag slug. */
  tag?: string;
  /** Archive key, e.g. "march-2025". */
  archive?: string;
}

export interface PostService {
  /** Published posts, newest first. Returns null when the page is past the end (DRF's "Invalid page."), except page 1. */
  list(filter: PostListFilter, page: PageRequest): Promise<PageResult<PostSummary> | null>;
  bySlug(slug: string): Promise<PostDetail | null>;
  featured(limit?: number): Promise<PostSummary[]>;
  latest(limit?: number): Promise<PostSummary[]>;
  recent(limit?: number): Promise<PostSummary[]>;
  /** Months with published posts, newest first, as "march-2025". */
  archives(): Promise<string[]>;
  categories(): Promise<Category[]>;
  /** By slug, or by numeric id given as a string. */
  category(slugOrId: string): Promise<Category | null>;
  tag(slugOrName: string): Promise<Tag | null>;
  /** The newest public posts with their sanitised content, for the RSS feed. */
  feed(limit: number): Promise<Array<PostSummary & { content: string }>>;
  /** Every public post's slug and date (ISO), newest first, for the sitemap: one index read. */
  sitemap(): Promise<Array<{ slug: string; date: string }>>;
  /** The current slug of a public post, a category or a tag that once had `slug` (a 301), or null. */
  redirect(kind: "post" | "category" | "tag", slug: string): Promise<string | null>;
}

export interface CommentService {
  /** Approved comments of a published post as a tree, oldest first; null when the post is not public. */
  treeForPost(postSlug: string): Promise<CommentNode[] | null>;
  /** Stores a pending comment. Errors: { field: [messages] } for an unknown post or a parent of another post. */
  create(
    input: CommentInput,
    /** store: false runs every check and answers as if stored, but writes nothing (honeypot). */
    options?: { store?: boolean },
  ): Promise<{ ok: true; comment: ReceivedComment } | { ok: false; errors: ValidationErrors }>;
}

export interface SermonListFilter {
  search?: string;
  /** Matched against the category slug. */
  categorySlug?: string;
  /** Matched against the category name, case-insensitively. */
  categoryName?: string;
  /** A slug, a name or a numeric id. */
  category?: string;
}

export interface SermonService {
  /** Published sermons, newest first; null when the page is past the end (except page 1). */
  list(filter: SermonListFilter, page: PageRequest): Promise<PageResult<Sermon> | null>;
  latest(limit?: number): Promise<Sermon[]>;
  categories(): Promise<SermonCategory[]>;
  bySlug(slug: string): Promise<Sermon | null>;
  /** A published sermon with what its own page shows; null when unknown or unpublished. */
  page(slug: string): Promise<SermonPageData | null>;
  /** Published sermons with an audio file, newest first: the podcast feed's episodes. */
  podcast(limit: number): Promise<SermonPageData[]>;
  /** Every published sermon's slug and last change (ISO), newest first, for the sitemap: one index read. */
  sitemap(): Promise<Array<{ slug: string; date: string }>>;
}

/** The audio file of a sermon as the public page and the feed use it. */
export interface SermonAudioFile {
  /** Root-relative URL (/audio/<file>). */
  url: string;
  type: string;
  bytes: number;
  seconds: number;
}

export interface SermonPageData {
  sermon: Sermon;
  series: string | null;
  scripture: string | null;
  audio: SermonAudioFile | null;
  /** The sermon's uploaded picture, for the page's banner; null without one (a demo illustration is drawn at the card's aspect only). */
  picture: string | null;
  /** ISO time the sermon was added (the feed's guid stays with the row). */
  createdAt: string;
}

export interface SubmissionService {
  contact(input: ContactInput): Promise<{ id: number }>;
  prayer(input: PrayerInput): Promise<{ id: number }>;
  ministry(input: MinistryInput, extra: Record<string, unknown>): Promise<{ id: number }>;
  /** Idempotent: subscribing an address twice (any case) stores one row. */
  subscribe(input: NewsletterInput): Promise<{ created: boolean }>;
}
