import type { Kysely } from "kysely";
import type { Config, GivingConfig } from "#server/config";
import type { DatabaseHandle, Engine } from "#server/db/connection";
import type { Database } from "#server/db/schema";
import type { AreaKey } from "#server/auth/areas";
import type { Permission } from "#server/auth/permissions";
import type { StaffSession } from "#server/auth/sessions";
import type { Actor, StaffMember } from "#server/auth/staff-member";
import type { JobDefinition, JobLog } from "#server/jobs/runner";
import type { MailFacts } from "#server/mail/staff-operations";
import type { NoticeKind } from "#server/mail/notices";
import type { PictureStorage } from "#server/domain/pictures/picture-storage";

/**
 * One concept of the site, declared once (docs/decisions/051-domains-register-themselves.md): its
 * public service, its staff operations, the staff areas, permissions and notice kinds it owns, the
 * tables public pages read of it (the content version's triggers) and its background jobs. The
 * process wires the list of them (server/domains.ts): the services, the staff context, the job
 * runner's list and the versioned tables are made from it, never kept by hand.
 */

/** What a public service is made with (one per process). */
export interface ServiceDeps {
  db: Kysely<Database>;
  siteUrl: string;
  /** Full-text search is written per engine (migration 002). */
  engine: Engine;
  /** MEDIA_DIR: a sermon claims its audio only when the file is there. */
  mediaDir?: string;
  /** Giving through Paynow (PAYNOW_*); without it giving is off. */
  giving?: GivingConfig;
}

/** The backup settings the dashboard names (from the configuration). */
export interface BackupFacts {
  time: string | null;
  places: string[];
}

/** What a domain's staff operations are made with, per request: the member and the check of their permission. */
export interface StaffDeps {
  db: Kysely<Database>;
  /** The signed-in member; null on the sign-in and one-time-link pages. */
  member: StaffMember | null;
  /** The member as the activity log names them; null without a session. */
  actor: Actor | null;
  /** The member, when their role allows `permission`; else a 403 Response is thrown (a redirect to sign in without a session). */
  require(permission: Permission): StaffMember;
  session: StaffSession | null;
  https: boolean;
  ip: string;
  /** Where links in mails point, and whether SMTP_URL is set. */
  mail: MailFacts;
  /** MEDIA_DIR: a deleted sermon's audio file is removed from it. */
  mediaDir?: string;
  backups: BackupFacts;
  /** The addresses the site itself answers (server/domain/own-pages/addresses.ts). */
  reservedAddresses: () => Promise<ReadonlySet<string>>;
  /** Where uploaded pictures' files are: a deleted picture's are removed from it. */
  pictureStorage: PictureStorage | null;
  /** The database's engine and the giving configuration (PAYNOW_*): the treasurer's checks with Paynow. */
  giving: StaffGivingFacts;
}

/** What the treasurer's operations need of the process besides the database (server/domain/giving/). */
export interface StaffGivingFacts {
  engine: Engine;
  config: GivingConfig;
}

/** What a domain's jobs are made with (server/server-jobs.ts): one runner per process. */
export interface JobDeps {
  config: Config;
  database: DatabaseHandle;
  log: JobLog;
}

export interface DomainDeclaration<
  Name extends string = string,
  Service extends object = object,
  Staff extends object = object,
> {
  /** The concept's name: its key in the list, in the API's route table and in the docs. */
  name: Name;
  /** Its part of the public services (context.services, the API): merged by key, each key owned by one domain. */
  services?: (deps: ServiceDeps) => Service;
  /** Its part of the staff context (context.staff), each operation asking its permission on the server. */
  staff?: (deps: StaffDeps) => Staff;
  /** The staff areas it owns (their paths and permissions: server/auth/areas.ts); each area has one owner. */
  areas?: readonly AreaKey[];
  /** The permissions it owns (server/auth/permissions.ts); each permission has one owner. */
  permissions?: readonly Permission[];
  /** The kinds of staff notices its new items queue (server/mail/notices.ts); each kind has one owner. */
  noticeKinds?: readonly NoticeKind[];
  /**
   * The tables whose rows a public page or API read shows: the content version moves on every
   * write to them (server/db/content-version.ts). The migration that creates such a table calls
   * `versionTables(db, engine, [...])` for it (migrations are append-only); a test checks the two agree.
   */
  versionedTables?: readonly (keyof Database)[];
  /** Its background jobs (recurring or queued), run by the one job runner (server/jobs/runner.ts); null: off by configuration. */
  jobs?: (deps: JobDeps) => Array<JobDefinition | null>;
}

/** A domain's declaration, typed: its service's and its staff operations' shapes are read from it by the list. */
export function defineDomain<const Name extends string, Service extends object = object, Staff extends object = object>(
  declaration: DomainDeclaration<Name, Service, Staff>,
): DomainDeclaration<Name, Service, Staff> {
  return declaration;
}

type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void
  ? I
  : never;

/** The public services of a list of domains: every domain's part, together. */
export type ServicesOf<D extends readonly DomainDeclaration[]> = UnionToIntersection<
  D[number] extends infer One ? (One extends { services?: (deps: ServiceDeps) => infer S } ? S : never) : never
>;

/** The staff operations of a list of domains: every domain's part, together. */
export type StaffOperationsOf<D extends readonly DomainDeclaration[]> = UnionToIntersection<
  D[number] extends infer One ? (One extends { staff?: (deps: StaffDeps) => infer S } ? S : never) : never
>;

/** The parts merged into one object; a key two domains both give is a mistake of the list, refused at once. */
export function mergeParts<T>(what: string, parts: ReadonlyArray<{ name: string; part: object | undefined }>): T {
  const merged: Record<string, unknown> = {};
  const owner: Record<string, string> = {};
  for (const { name, part } of parts) {
    if (!part) continue;
    for (const [key, value] of Object.entries(part)) {
      if (key in owner) throw new Error(`${what}: "${key}" is given by both ${owner[key]} and ${name}`);
      owner[key] = name;
      merged[key] = value;
    }
  }
  return merged as T;
}
