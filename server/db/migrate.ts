import type { Kysely } from "kysely";
import type { Engine } from "./connection";
import { exclusiveTransaction } from "./exclusive";
import * as initial from "#server/db/migrations/001_initial";
import * as searchAndIndexes from "#server/db/migrations/002_search_and_indexes";
import * as imageIndexes from "#server/db/migrations/003_image_indexes";
import * as staff from "#server/db/migrations/004_staff";
import * as settings from "#server/db/migrations/005_settings";
import * as moderation from "#server/db/migrations/006_moderation";
import * as inbox from "#server/db/migrations/007_inbox";
import * as mail from "#server/db/migrations/008_mail";
import * as sermonMedia from "#server/db/migrations/010_sermon_media";
import * as staffListSpeed from "#server/db/migrations/011_staff_list_speed";
import * as postAuthoring from "#server/db/migrations/012_post_authoring";
import * as pictures from "#server/db/migrations/013_pictures";
import * as contentVersion from "#server/db/migrations/014_content_version";
import * as idempotency from "#server/db/migrations/015_idempotency";
import * as backups from "#server/db/migrations/016_backups";
import * as church from "#server/db/migrations/017_church";
import * as accountMail from "#server/db/migrations/018_account_mail";
import * as pageContents from "#server/db/migrations/021_page_contents";
import * as ownPages from "#server/db/migrations/020_own_pages";
import * as pictureDescriptions from "#server/db/migrations/022_picture_descriptions";
import * as newsletterDraft from "#server/db/migrations/023_newsletter_draft";
import * as uploadReservations from "#server/db/migrations/024_upload_reservations";
import * as editVersionsAndRichText from "#server/db/migrations/025_edit_versions_and_rich_text";
import * as demoContent from "#server/db/migrations/026_demo_content";
import * as jobs from "#server/db/migrations/027_jobs";
import * as events from "#server/db/migrations/028_events";
import * as giving from "#server/db/migrations/029_giving";
import type { Database } from "./schema";

interface Migration {
  name: string;
  up(db: Kysely<unknown>, engine: Engine): Promise<void>;
}

/** In order; append new migrations, never edit an applied one. */
const migrations: Migration[] = [
  { name: "001_initial", up: initial.up },
  { name: "002_search_and_indexes", up: searchAndIndexes.up },
  { name: "003_image_indexes", up: imageIndexes.up },
  { name: "004_staff", up: staff.up },
  { name: "005_settings", up: settings.up },
  { name: "006_moderation", up: moderation.up },
  { name: "007_inbox", up: inbox.up },
  { name: "008_mail", up: mail.up },
  { name: "010_sermon_media", up: sermonMedia.up },
  { name: "011_staff_list_speed", up: staffListSpeed.up },
  { name: "012_post_authoring", up: postAuthoring.up },
  { name: "013_pictures", up: pictures.up },
  { name: "014_content_version", up: contentVersion.up },
  { name: "015_idempotency", up: idempotency.up },
  { name: "016_backups", up: backups.up },
  { name: "017_church", up: church.up },
  { name: "018_account_mail", up: accountMail.up },
  { name: "020_own_pages", up: ownPages.up },
  { name: "021_page_contents", up: pageContents.up },
  { name: "022_picture_descriptions", up: pictureDescriptions.up },
  { name: "023_newsletter_draft", up: newsletterDraft.up },
  { name: "024_upload_reservations", up: uploadReservations.up },
  { name: "025_edit_versions_and_rich_text", up: editVersionsAndRichText.up },
  { name: "026_demo_content", up: demoContent.up },
  { name: "027_jobs", up: jobs.up },
  { name: "028_events", up: events.up },
  { name: "029_giving", up: giving.up },
];

/**
 * Work on the data that a migration makes possible, run once, right after the migrations applied
 * with it (in their transaction), on the schema they leave: so that its code is the current one's,
 * while a migration's own code stays as it was written. Given by the layers above the database
 * (server/seed/upgrades.ts), which the database layer knows nothing of.
 */
export type DataUpgrades = Readonly<Record<string, (db: Kysely<Database>) => Promise<void>>>;

/** Every migration's name, in the order they apply. */
export const MIGRATION_NAMES: readonly string[] = migrations.map((migration) => migration.name);

/**
 * Applies the migrations not yet applied and records them in `schema_migrations`, all in one
 * transaction that one process at a time runs (exclusiveTransaction): a second process starting
 * at the same moment waits, then finds nothing left to do. Kysely's Migrator is not used: its
 * SQLite lock guards one connection of one process only, and its tables would differ from the
 * `schema_migrations` existing databases have (docs/decisions/010-migrations-and-startup.md).
 * Returns the names applied by this call.
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  engine: Engine,
  upgrades: DataUpgrades = {},
): Promise<string[]> {
  const raw = db as unknown as Kysely<{ schema_migrations: { name: string; applied_at: string } }>;
  return exclusiveTransaction(raw, engine, "migrations", async (trx) => {
    await trx.schema
      .createTable("schema_migrations")
      .ifNotExists()
      .addColumn("name", "text", (c) => c.primaryKey())
      .addColumn("applied_at", "text", (c) => c.notNull())
      .execute();
    const applied = new Set((await trx.selectFrom("schema_migrations").select("name").execute()).map((r) => r.name));
    const ran: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.name)) continue;
      await migration.up(trx as unknown as Kysely<unknown>, engine);
      await trx
        .insertInto("schema_migrations")
        .values({ name: migration.name, applied_at: new Date().toISOString() })
        .execute();
      ran.push(migration.name);
    }
    for (const name of ran) await upgrades[name]?.(trx as unknown as Kysely<Database>);
    return ran;
  });
}
