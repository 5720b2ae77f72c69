import { staffAccountsDomain } from "#server/auth/domain";
import { backupsDomain } from "#server/backups/domain";
import { activityDomain } from "#server/domain/activity/domain";
import { churchDomain } from "#server/domain/church/domain";
import { commentsDomain } from "#server/domain/comments/domain";
import type { ServicesOf, StaffOperationsOf } from "#server/domain/define-domain";
import { eventsDomain } from "#server/domain/events/domain";
import { givingDomain } from "#server/domain/giving/domain";
import { ownPagesDomain } from "#server/domain/own-pages/domain";
import { pagesDomain } from "#server/domain/pages/domain";
import { picturesDomain } from "#server/domain/pictures/domain";
import { postsDomain } from "#server/domain/posts/domain";
import { sermonsDomain } from "#server/domain/sermons/domain";
import { settingsDomain } from "#server/domain/settings/domain";
import { submissionsDomain } from "#server/domain/submissions/domain";
import { subscribersDomain } from "#server/domain/subscribers/domain";
import { taxonomyDomain } from "#server/domain/taxonomy/domain";
import { uploadsDomain } from "#server/domain/uploads/domain";
import { jobsDomain } from "#server/jobs/domain";
import { mailDomain } from "#server/mail/domain";

/**
 * Every concept of the site, once (docs/decisions/051-domains-register-themselves.md). The
 * public services (server/domain/index.ts), the staff context (server/staff-context.ts), the job
 * runner's list (server/server-jobs.ts), the versioned tables and the API's routes
 * (server/http/api/index.ts) are made from this list. A new concept is its folder with its
 * `domain.ts`, its line here, and its pages in app/routes.ts.
 */
export const DOMAINS = [
  postsDomain,
  taxonomyDomain,
  commentsDomain,
  sermonsDomain,
  picturesDomain,
  uploadsDomain,
  submissionsDomain,
  subscribersDomain,
  ownPagesDomain,
  pagesDomain,
  churchDomain,
  settingsDomain,
  activityDomain,
  staffAccountsDomain,
  mailDomain,
  backupsDomain,
  jobsDomain,
  eventsDomain,
  givingDomain,
] as const;

export type DomainName = (typeof DOMAINS)[number]["name"];

/** Every domain's public service, together (context.services, the API). */
export type DomainServices = ServicesOf<typeof DOMAINS>;

/** Every domain's staff operations, together (context.staff beside the member and the checks). */
export type DomainStaffOperations = StaffOperationsOf<typeof DOMAINS>;

/**
 * The tables whose rows public pages show: the content version moves on every write to them, by
 * the triggers the migrations made (server/db/content-version.ts versionTables). The union of
 * what the domains declare; a test checks it against the triggers after every migration.
 */
export const VERSIONED_TABLES: readonly string[] = DOMAINS.flatMap((domain) => domain.versionedTables ?? []);
