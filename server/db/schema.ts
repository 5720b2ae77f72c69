import type { ColumnType, Generated } from "kysely";

/**
 * Table types shared by both engines. Booleans are stored as 0/1 integers and timestamps as
 * ISO 8601 UTC text, so one set of migrations and queries serves SQLite and PostgreSQL alike.
 */
export interface Database {
  categories: CategoriesTable;
  posts: PostsTable;
  tags: TagsTable;
  post_tags: PostTagsTable;
  post_revisions: PostRevisionsTable;
  slug_redirects: SlugRedirectsTable;
  comments: CommentsTable;
  sermon_categories: SermonCategoriesTable;
  sermons: SermonsTable;
  sermon_category_links: SermonCategoryLinksTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  contact_messages: ContactMessagesTable;
  prayer_requests: PrayerRequestsTable;
  ministry_applications: MinistryApplicationsTable;
  staff: StaffTable;
  staff_ministries: StaffMinistriesTable;
  staff_sessions: StaffSessionsTable;
  staff_links: StaffLinksTable;
  /** A member's own password-reset and email-change links (server/auth/account-links.ts). */
  staff_account_links: StaffAccountLinksTable;
  sign_in_failures: SignInFailuresTable;
  activity_log: ActivityLogTable;
  settings: SettingsTable;
  inbox_notes: InboxNotesTable;
  prayer_presses: PrayerPressesTable;
  mail_outbox: MailOutboxTable;
  staff_notice_choices: StaffNoticeChoicesTable;
  staff_notices: StaffNoticesTable;
  staff_digests: StaffDigestsTable;
  pictures: PicturesTable;
  /** One row (id 1): moved by triggers on every public-content write (server/db/content-version.ts). */
  content_version: ContentVersionTable;
  idempotency_keys: IdempotencyKeysTable;
  backup_runs: BackupRunsTable;
  /** One row (id 1) once saved or seeded: the church's own details (server/domain/church/church.ts). */
  church_details: ChurchDetailsTable;
  /** One row per built-in page staff saved or the demo seeded (server/domain/pages/pages.ts). */
  page_contents: PageContentsTable;
  own_pages: OwnPagesTable;
  own_page_revisions: OwnPageRevisionsTable;
  /** Every save of a built-in page, the newest of each kept (migration 025). */
  page_content_revisions: PageContentRevisionsTable;
  /** Every save of the church's details, the newest kept (migration 025). */
  church_detail_revisions: ChurchDetailRevisionsTable;
  /** One row (id 1) while a newsletter is being written (server/domain/subscribers/newsletter.ts). */
  newsletter_draft: NewsletterDraftTable;
  /** Recurring and one-off jobs, run by server/jobs/runner.ts under a lease (migration 027). */
  jobs: JobsTable;
  /** Giving (server/domain/giving/, migration 029). */
  gift_funds: GiftFundsTable;
  gift_batches: GiftBatchesTable;
  gifts: GiftsTable;
  gift_history: GiftHistoryTable;
  gift_receipt_counters: GiftReceiptCountersTable;
  /** One row per resumable upload waiting on disk (server/domain/uploads/reservations.ts). */
  upload_reservations: UploadReservationsTable;
  /** The church's calendar (migration 028, server/domain/events/). */
  events: EventsTable;
  event_exceptions: EventExceptionsTable;
  event_registrations: EventRegistrationsTable;
  event_occurrences: EventOccurrencesTable;
  event_registration_links: EventRegistrationLinksTable;
  /** What the demo seed put in (migration 026, server/domain/demo/). */
  demo_content: DemoContentTable;
}

/**
 * What every row staff edit through a form keeps of its saves (migration 025): the form carries
 * the version it was opened at, and a save of a form someone else saved since is refused
 * (server/domain/authoring/edit-versions.ts).
 */
export interface EditVersionColumns {
  /** One more with every save. */
  version: Generated<number>;
  /** The staff member whose save was the last (null: seeded, or saved before migration 025). */
  last_editor_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The first version of that member's unbroken run of saves (their own autosaves among them). */
  last_editor_from: Generated<number>;
}

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  slug: string;
}

export interface PostsTable extends EditVersionColumns {
  id: Generated<number>;
  slug: string;
  title: string;
  excerpt: string;
  /** Sanitised HTML, within the bounds of contract/posts-authoring.ts (sanitised on write: decision 042). */
  content: string;
  /** The sanitiser's version that wrote `content` (server/lib/sanitize.ts; 0: none known, sanitised on read). */
  sanitized_with: Generated<number>;
  author: string;
  /** Image path under /img/, or null. */
  author_image: string | null;
  image: string | null;
  category_id: number | null;
  quote: string | null;
  /**
   * "published", "draft" or "trashed" (deleted, kept 30 days); only published posts whose
   * time has come are public, so a scheduled post is a published one with a later `published_at`.
   */
  status: string;
  featured: number;
  /** ISO 8601 UTC. */
  published_at: string;
  created_at: string;
  /** The last save (null for seeded posts) and the time it went to the trash. */
  updated_at: ColumnType<string | null, string | null | undefined, string | null>;
  deleted_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PostRevisionsTable {
  id: Generated<number>;
  post_id: number;
  saved_at: string;
  staff_id: number | null;
  saved_by: string;
  /** Every field of the post as saved, JSON. */
  data: string;
}

/** Old slugs that answer with a 301 to the current address of their post, category or tag. */
export interface SlugRedirectsTable {
  kind: "post" | "category" | "tag";
  old_slug: string;
  target_id: number;
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
  /** "pending", "approved", "spam" or "rejected"; only approved comments are public. */
  status: string;
  created_at: string;
  /** The staff member who wrote it, for a staff reply (shown as from the church); null for a visitor's. */
  staff_id: Generated<number | null>;
}

export interface SermonCategoriesTable {
  id: Generated<number>;
  name: string;
  slug: string;
}

export interface SermonsTable extends EditVersionColumns {
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
  series: ColumnType<string | null, string | null | undefined, string | null>;
  scripture: ColumnType<string | null, string | null | undefined, string | null>;
  /** The audio file under MEDIA_DIR (e.g. "audio/<slug>-<hash>.mp3"), its type, bytes, seconds. */
  audio_file: ColumnType<string | null, string | null | undefined, string | null>;
  audio_type: ColumnType<string | null, string | null | undefined, string | null>;
  audio_bytes: ColumnType<number | null, number | null | undefined, number | null>;
  audio_seconds: ColumnType<number | null, number | null | undefined, number | null>;
  updated_at: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** Double opt-in: null until confirmed through the mailed link. */
  confirmed_at: ColumnType<string | null, string | null | undefined, string | null>;
  unsubscribed_at: ColumnType<string | null, string | null | undefined, string | null>;
  confirm_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  unsubscribe_token: ColumnType<string | null, string | null | undefined, string | null>;
  confirmation_sent_at: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** When it was last marked Done or Archived; null while it is New or In progress. */
  handled_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** new | in_progress | done | archived (server/domain/staff-lists/inbox.ts). */
  status: ColumnType<string, string | undefined, string>;
  /** The staff member it is assigned to, or null. */
  assigned_to: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface PrayerRequestsTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  request: string;
  /** 1: for church leaders only. */
  is_private: number;
  /** 1: listed first and flagged. */
  is_urgent: ColumnType<number, number | undefined, number>;
  /** When staff marked it answered; null while not. */
  answered_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** What staff wrote of the answer, "" for none. */
  praise_report: ColumnType<string, string | undefined, string>;
  created_at: string;
  /** When it was last marked Done or Archived; null while it is New or In progress. */
  handled_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** new | in_progress | done | archived (server/domain/staff-lists/inbox.ts). */
  status: ColumnType<string, string | undefined, string>;
  /** The staff member it is assigned to, or null. */
  assigned_to: ColumnType<number | null, number | null | undefined, number | null>;
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
  /** JSON object of the fields beyond the named ones. */
  extra: string;
  created_at: string;
  /** When it was last marked Done or Archived; null while it is New or In progress. */
  handled_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** new | in_progress | done | archived (server/domain/staff-lists/inbox.ts). */
  status: ColumnType<string, string | undefined, string>;
  /** The staff member it is assigned to, or null. */
  assigned_to: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface StaffTable {
  id: Generated<number>;
  name: string;
  email: string;
  email_normalized: string;
  role: string;
  /** Null until the person has chosen a password through their one-time link. */
  password_hash: string | null;
  active: number;
  created_at: string;
  last_signed_in_at: string | null;
}

export interface StaffMinistriesTable {
  staff_id: number;
  ministry: string;
}

export interface StaffSessionsTable {
  id_hash: string;
  staff_id: number;
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface StaffLinksTable {
  token_hash: string;
  staff_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface StaffAccountLinksTable {
  token_hash: string;
  staff_id: number;
  /** "password-reset" or "email-change". */
  purpose: string;
  /** The address an email-change link confirms. */
  new_email: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface SignInFailuresTable {
  id: Generated<number>;
  email_normalized: string;
  client_key: string;
  at: string;
}

export interface ActivityLogTable {
  id: Generated<number>;
  at: string;
  staff_id: number | null;
  /** Who, as shown: the staff member's name, "command line", or the address a failed sign-in tried. */
  actor: string;
  action: string;
  item_type: string;
  item_id: string;
  summary: string;
  changes: string;
}

export interface SettingsTable {
  key: string;
  /** JSON. */
  value: string;
  updated_at: string;
}

export interface InboxNotesTable {
  id: Generated<number>;
  /** "message", "prayer_request" or "application". */
  item_type: string;
  item_id: number;
  staff_id: number | null;
  /** The author's name as it was when they wrote. */
  author: string;
  text: string;
  created_at: string;
}

export interface PrayerPressesTable {
  id: Generated<number>;
  prayer_request_id: number;
  staff_id: number | null;
  staff_name: string;
  at: string;
}

export interface MailOutboxTable {
  id: Generated<number>;
  message_id: string;
  kind: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** JSON object of extra headers. */
  headers: string;
  batch: string | null;
  /** "waiting", "sent" or "failed". */
  status: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  lease_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** JSON array of { filename, contentType, content } (migration 028). */
  attachments: ColumnType<string, string | undefined, string>;
}

export interface StaffNoticeChoicesTable {
  staff_id: number;
  kind: string;
  choice: string;
}

export interface StaffNoticesTable {
  id: Generated<number>;
  staff_id: number;
  kind: string;
  item_id: number;
  delivery: string;
  created_at: string;
  mailed_at: string | null;
}

export interface StaffDigestsTable {
  staff_id: number;
  day: string;
}

/** An uploaded picture (migration 013_pictures); its files are named after `name`. */
export interface PicturesTable {
  id: Generated<number>;
  name: string;
  original_name: string;
  alt: Generated<string>;
  width: number;
  height: number;
  bytes: number;
  uploaded_by: number | null;
  created_at: string;
}

export interface ContentVersionTable {
  id: number;
  version: ColumnType<number | string, number, number>;
}

/** A submission's Idempotency-Key and its first answer (migration 015, server/domain/submissions/idempotency.ts). */
export interface IdempotencyKeysTable {
  kind: string;
  key: string;
  /** SHA-256 of the request body: the same key with another body is refused. */
  request_hash: string;
  /** Null while the first request with the key is being stored. */
  status: number | null;
  /** The first answer's JSON body. */
  answer: string | null;
  created_at: string;
}

export interface BackupRunsTable {
  id: Generated<number>;
  trigger: "schedule" | "command";
  /** A scheduled run's Harare day (YYYY-MM-DD), unique; null for one from the command line. */
  slot: string | null;
  status: "running" | "done" | "failed";
  started_at: string;
  finished_at: string | null;
  lease_until: string | null;
  holder: string;
  file_name: string | null;
  bytes: number | null;
  /** JSON array of where the archive went. */
  places: ColumnType<string, string | undefined, string>;
  error: string | null;
}

export interface ChurchDetailsTable extends EditVersionColumns {
  id: number;
  name: string;
  short_name: string;
  tagline: string;
  description: string;
  logo: string | null;
  street: string;
  area: string;
  city: string;
  country: string;
  postal_address: string;
  /** JSON: [{ label, display, tel }]. */
  phones: string;
  email: string;
  whatsapp_number: string;
  whatsapp_greeting: string;
  /** JSON: [{ name, url }]. */
  social_links: string;
  mission: string;
  mail_sender_name: string;
  updated_at: string;
}

export interface PageContentsTable extends EditVersionColumns {
  /** The page's key (contract/page-content.ts). */
  page: string;
  /** The page's document, JSON. */
  content: string;
  updated_at: string;
}

/** Staff's own simple pages (migration 020, server/domain/own-pages/). */
export interface OwnPagesTable extends EditVersionColumns {
  id: Generated<number>;
  title: string;
  slug: string;
  content: string;
  /** As posts' (server/lib/sanitize.ts). */
  sanitized_with: Generated<number>;
  image: string | null;
  /** "draft", "published" or "trashed". */
  status: string;
  in_footer: number;
  footer_order: number;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface OwnPageRevisionsTable {
  id: Generated<number>;
  page_id: number;
  saved_at: string;
  staff_id: number | null;
  saved_by: string;
  data: string;
}

export interface PageContentRevisionsTable {
  id: Generated<number>;
  /** The page's key (contract/page-content.ts). */
  page: string;
  saved_at: string;
  staff_id: number | null;
  saved_by: string;
  /** The page's document as saved, JSON. */
  data: string;
}

export interface ChurchDetailRevisionsTable {
  id: Generated<number>;
  /** The row of `church_details` (1). */
  church_id: number;
  saved_at: string;
  staff_id: number | null;
  saved_by: string;
  /** The details as saved, JSON (contract/church.ts ChurchDetails). */
  data: string;
}

export interface NewsletterDraftTable {
  id: number;
  subject: string;
  body: string;
  include_posts: number;
  /** The name of the member whose typing saved it last. */
  saved_by: string;
  saved_at: string;
}

export interface JobsTable {
  id: Generated<number>;
  name: string;
  /** A recurring job's name, or a one-off job's key (unique among waiting and running jobs). */
  key: string;
  /** JSON object. */
  payload: Generated<string>;
  /** A recurring job's schedule as text ("every 1 s", "daily at 02:30"); null for a one-off job. */
  schedule: string | null;
  /** "waiting", "running", "done", "failed" or "cancelled". */
  status: string;
  due_at: string;
  attempts: Generated<number>;
  lease_until: string | null;
  holder: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  failed_at: string | null;
  last_error: string | null;
}

export interface GiftFundsTable {
  id: Generated<number>;
  name: string;
  /** The name in lower case (unique). */
  name_key: string;
  /** "USD" or "ZWG" when the fund takes one currency only; null: both. */
  currency: string | null;
  position: number;
  archived_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string;
}

export interface GiftBatchesTable {
  id: Generated<number>;
  /** The Harare date the gifts were received (YYYY-MM-DD). */
  received_on: string;
  method: string;
  description: string;
  staff_id: number | null;
  entered_by: string;
  created_at: string;
}

/** Optional on insert, nullable. */
type Later<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface GiftsTable {
  id: Generated<number>;
  reference: string;
  token_hash: string;
  receipt_token_hash: Later<string>;
  receipt_number: Later<string>;
  /** contract/giving.ts GiftStatus. */
  status: string;
  amount_cents: number;
  currency: string;
  fund_id: number;
  method: string;
  giver_name: string | null;
  giver_email: string | null;
  phone: string | null;
  batch_id: Later<number>;
  paynow_status: Later<string>;
  paynow_reference: Later<string>;
  poll_url: Later<string>;
  browser_url: Later<string>;
  authorization_code: Later<string>;
  authorization_expires: Later<string>;
  /** contract/giving.ts GiftProblem. */
  problem: Later<string>;
  problem_detail: Later<string>;
  created_at: string;
  updated_at: string;
  dated_at: string;
  paid_at: Later<string>;
  checked_at: Later<string>;
  next_check_at: Later<string>;
  checks: ColumnType<number, number | undefined, number>;
  mail_receipt: ColumnType<number, number | undefined, number>;
}

export interface GiftHistoryTable {
  id: Generated<number>;
  gift_id: number;
  at: string;
  /** initiation, result-post, poll, poller, trace or staff. */
  source: string;
  status_before: string | null;
  status_after: string;
  paynow_status: string | null;
  note: string | null;
  staff_id: number | null;
}

export interface GiftReceiptCountersTable {
  year: number;
  last_number: number;
}

export interface UploadReservationsTable {
  /** The upload's id (@tus/server's, 32 hex digits): its files are MEDIA_DIR/resumable-uploads/<id> and <id>.json. */
  id: string;
  staff_id: number;
  kind: "audio" | "picture";
  /** The size the upload declared, reserved against the member's and the site's bounds. */
  bytes: number;
  created_at: string;
}

/** An event or a service (migration 028, server/domain/events/). */
export interface EventsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  /** Sanitised HTML. */
  description: string;
  image: string | null;
  place: string;
  address: string;
  map_url: string | null;
  /** "event" or "service". */
  kind: string;
  all_day: number;
  /** Harare wall time "YYYY-MM-DDTHH:MM", or "YYYY-MM-DD" all day. */
  starts_at: string;
  ends_at: string;
  /** The RRULE value; null for a single date. */
  rule: string | null;
  ministry: string | null;
  listed: number;
  /** "draft" or "published". */
  status: string;
  registration: number;
  capacity: number | null;
  waitlist: number;
  closes_hours: number;
  question: string | null;
  series_of: number | null;
  /** UTC ISO: the series' first start and last end (null: it never ends). */
  series_starts_at: string;
  series_ends_at: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

/** One occurrence's exception, keyed by its original start. */
export interface EventExceptionsTable {
  event_id: number;
  occurrence: string;
  cancelled: number;
  starts_at: string | null;
  ends_at: string | null;
  title: string | null;
  place: string | null;
  address: string | null;
  description: string | null;
  updated_at: string;
}

/** A visitor's registration for one occurrence: private (never in a public read, a log line or the activity log). */
export interface EventRegistrationsTable {
  id: Generated<number>;
  event_id: number;
  occurrence: string;
  name: string;
  email: string | null;
  email_normalized: string | null;
  phone: string | null;
  phone_normalized: string | null;
  party: number;
  answer: string | null;
  /** "confirmed", "waitlisted" or "cancelled". */
  status: string;
  reminders: number;
  reminded_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The row a registration locks for its occurrence. */
export interface EventOccurrencesTable {
  event_id: number;
  occurrence: string;
}

/** A registrant's private link: SHA-256 of its token (server/domain/events/registration.ts). */
export interface EventRegistrationLinksTable {
  token_hash: string;
  registration_id: number;
  created_at: string;
}

/** What the demo seed put in, one row per demo row or document (migration 026, server/domain/demo/). */
export interface DemoContentTable {
  /** "post", "comment", "sermon", "category", "tag", "sermon-category", "page" or "church". */
  kind: string;
  /** The row's id, or a page's key ("1" for the church's details). */
  item_key: string;
  /** What was seeded, JSON: the compared fields of a row, a page's document, the church's details. */
  seeded: string;
}
