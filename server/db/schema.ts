import type { Generated } from "kysely";

/**
 * Table types shared by both engines. Booleans are stored as 0/1 integers and timestamps as
 * ISO 8601 UTC text, so one set of migrations and queries serves SQLite and PostgreSQL alike.
 */
export interface Database {
  categories: CategoriesTable;
  posts: PostsTable;
  tags: TagsTable;
  post_tags: PostTagsTable;
  comments: CommentsTable;
  sermon_categories: SermonCategoriesTable;
  sermons: SermonsTable;
  sermon_category_links: SermonCategoryLinksTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  contact_messages: ContactMessagesTable;
  prayer_requests: PrayerRequestsTable;
  ministry_applications: MinistryApplicationsTable;
}

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  slug: string;
}

export interface PostsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  excerpt: string;
  /** Sanitised HTML (sanitised again on read). */
  content: string;
  author: string;
  /** Image path under /img/, or null. */
  author_image: string | null;
  image: string | null;
  category_id: number | null;
  quote: string | null;
  /** "published" or "draft"; drafts never leave the server. */
  status: string;
  featured: number;
  /** ISO 8601 UTC. */
  published_at: string;
  created_at: string;
}

export interface TagsTable {
  id: Generated<number>;
  name: string;
  slug: string;
}

export interface PostTagsTable {
  post_id: number;
  tag_id: number;
}

export interface CommentsTable {
  id: Generated<number>;
  post_id: number;
  parent_id: number | null;
  name: string;
  /** Private: never returned by a public endpoint. */
  email: string;
  text: string;
  /** "pending", "approved" or "rejected"; only approved comments are public. */
  status: string;
  created_at: string;
}

export interface SermonCategoriesTable {
  id: Generated<number>;
  name: string;
  slug: string;
}

export interface SermonsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  speaker: string | null;
  /** YYYY-MM-DD, Harare date. */
  preached_on: string;
  /** Human text such as "45 min"; null when unknown. */
  duration: string | null;
  youtube_id: string | null;
  image: string | null;
  description: string;
  has_audio: number;
  has_transcript: number;
  has_download: number;
  published: number;
  created_at: string;
}

export interface SermonCategoryLinksTable {
  sermon_id: number;
  category_id: number;
}

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  /** Lower-cased address: unique, so subscribing twice stores nothing new. */
  email_normalized: string;
  name: string;
  created_at: string;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  form_type: string;
  /** JSON object of any further fields the form sent (e.g. additionalDetails). */
  details: string;
  created_at: string;
}

export interface PrayerRequestsTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  request: string;
  /** 1: for church leaders only. */
  is_private: number;
  created_at: string;
}

export interface MinistryApplicationsTable {
  id: Generated<number>;
  ministry: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  specific_interest: string;
  age_group: string;
  /** JSON object of the fields SPEC §3 does not name. */
  extra: string;
  created_at: string;
}
