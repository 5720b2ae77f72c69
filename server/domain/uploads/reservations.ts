import { sql, type Kysely } from "kysely";
import type { Engine } from "#server/db/connection";
import { exclusiveTransaction } from "#server/db/exclusive";
import type { Database } from "#server/db/schema";
import type { ResumableKind } from "#contract/uploads";

/**
 * The space resumable uploads reserve (table `upload_reservations`, migration 024, decision 041):
 * one row per upload waiting on disk, with its member, kind and declared size. A new upload is
 * checked against the bounds and its row inserted in one transaction that one process at a time
 * runs (exclusiveTransaction), before @tus/server writes its record: concurrent creations, in one
 * process or several, can never all fit in the space left for one. The rows are also how a
 * member's waiting uploads are found (an index range, whatever the others have waiting) and who
 * owns an upload. A row older than the expiry no longer counts, whether or not it was swept yet.
 */

export interface UploadBounds {
  /** The most bytes one member's waiting uploads may declare together. */
  bytesPerMember: number;
  /** The most bytes all waiting uploads may declare together. */
  bytesTotal: number;
  /** The most uploads one member may have waiting. */
  uploadsPerMember: number;
}

export interface UploadReservation {
  id: string;
  staffId: number;
  kind: ResumableKind;
  bytes: number;
}

/** Which bound a new upload would pass. */
export type ReservationRefusal = "member-count" | "member-full" | "site-full";

/** How long a process waits for another one's reservation before the creation fails (the page retries). */
const LOCK_WAIT_MS = 15_000;

/**
 * Reserves `upload`'s bytes, unless one of the bounds would be passed: then the bound's name, and
 * nothing is written. Rows created before `since` (expired) are not counted.
 */
export async function reserveUpload(
  db: Kysely<Database>,
  engine: Engine,
  upload: UploadReservation,
  bounds: UploadBounds,
  since: Date,
  now = new Date(),
): Promise<ReservationRefusal | null> {
  return exclusiveTransaction(
    db,
    engine,
    "upload reservations",
    async (trx) => {
      const waiting = trx
        .selectFrom("upload_reservations")
        .select([
          sql<number | string>`count(*)`.as("uploads"),
          sql<number | string>`coalesce(sum(bytes), 0)`.as("bytes"),
        ])
        .where("created_at", ">=", since.toISOString());
      const mine = await waiting.where("staff_id", "=", upload.staffId).executeTakeFirstOrThrow();
      if (Number(mine.uploads) >= bounds.uploadsPerMember) return "member-count";
      if (Number(mine.bytes) + upload.bytes > bounds.bytesPerMember) return "member-full";
      const everyone = await waiting.executeTakeFirstOrThrow();
      if (Number(everyone.bytes) + upload.bytes > bounds.bytesTotal) return "site-full";
      await trx
        .insertInto("upload_reservations")
        .values({
          id: upload.id,
          staff_id: upload.staffId,
          kind: upload.kind,
          bytes: upload.bytes,
          created_at: now.toISOString(),
        })
        .execute();
      return null;
    },
    LOCK_WAIT_MS,
  );
}

/** The reservation of an upload, if it is still waiting. */
export async function reservationOf(db: Kysely<Database>, id: string): Promise<UploadReservation | null> {
  const row = await db
    .selectFrom("upload_reservations")
    .select(["id", "staff_id", "kind", "bytes"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? { id: row.id, staffId: row.staff_id, kind: row.kind, bytes: row.bytes } : null;
}

/** Frees the space of uploads that are used, cancelled or gone. */
export async function releaseUploads(db: Kysely<Database>, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom("upload_reservations").where("id", "in", ids).execute();
}

/** The uploads reserved before `before`: expired (or, for the sweep, old enough to judge). */
export async function uploadsReservedBefore(db: Kysely<Database>, before: Date): Promise<string[]> {
  const rows = await db
    .selectFrom("upload_reservations")
    .select("id")
    .where("created_at", "<", before.toISOString())
    .execute();
  return rows.map((row) => row.id);
}

/** Every upload reserved: the sweep's comparison with the folder, once an hour. */
export async function reservedUploads(db: Kysely<Database>): Promise<Set<string>> {
  return new Set((await db.selectFrom("upload_reservations").select("id").execute()).map((row) => row.id));
}
