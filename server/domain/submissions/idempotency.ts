import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import type { GuardedKind } from "#contract/submissions";

/**
 * Idempotency keys for the /api/ submissions (docs/api.md, Idempotency-Key). A browser
 * that lost its connection mid-send cannot know whether the submission arrived, so it sends it
 * again later with the same key; the first answer is stored and a repeat gets it back, storing
 * nothing new. Without the header a submission behaves exactly as docs/api.md says.
 *
 * The key is reserved (inserted) before the submission is stored, so two copies racing each
 * other store one row: the second finds the reservation and is told to retry (409). A failure
 * before an answer (a 5xx) gives the reservation up, so the retry can succeed.
 */
export const IDEMPOTENCY_HEADER = "idempotency-key";
/** How long a key's answer is kept: a phone offline for days still sends once. */
export const IDEMPOTENCY_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A UUID or similar random token: 16 to 128 letters, digits, "-" or "_". */
const KEY_FORMAT = /^[A-Za-z0-9_-]{16,128}$/;

export const INVALID_KEY = { detail: "Invalid Idempotency-Key header." } as const;
export const KEY_IN_PROGRESS = { detail: "A request with this Idempotency-Key is still being processed." } as const;
export const KEY_REUSED = { detail: "This Idempotency-Key was already used for a different request." } as const;

export interface Answer {
  status: number;
  body: unknown;
}

export type KeyedOutcome = { kind: "fresh" } | { kind: "repeat"; answer: Answer } | { kind: "refused"; answer: Answer };

export interface IdempotencyStore {
  /** Reserves the key for this body, or says what to answer instead. */
  begin(kind: GuardedKind, key: string, body: unknown): Promise<KeyedOutcome>;
  /** Stores the first answer of a reserved key. */
  finish(kind: GuardedKind, key: string, answer: Answer): Promise<void>;
  /** Gives a reservation up (the submission failed before any answer). */
  abandon(kind: GuardedKind, key: string): Promise<void>;
}

/** The header's value when it is a key; undefined when absent; null when present but malformed. */
export function readKey(header: string | string[] | undefined): string | null | undefined {
  if (header === undefined) return undefined;
  return typeof header === "string" && KEY_FORMAT.test(header) ? header : null;
}

function hashOf(body: unknown): string {
  return createHash("sha256")
    .update(JSON.stringify(body ?? null))
    .digest("hex");
}

export function createIdempotencyStore(db: Kysely<Database>, now: () => Date = () => new Date()): IdempotencyStore {
  return {
    async begin(kind, key, body) {
      const at = now();
      const requestHash = hashOf(body);
      // Old keys go as new ones come (an index range on created_at).
      await db
        .deleteFrom("idempotency_keys")
        .where("created_at", "<", new Date(at.getTime() - IDEMPOTENCY_TTL_MS).toISOString())
        .execute();
      const inserted = await db
        .insertInto("idempotency_keys")
        .values({ kind, key, request_hash: requestHash, status: null, answer: null, created_at: at.toISOString() })
        .onConflict((conflict) => conflict.columns(["kind", "key"]).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return { kind: "fresh" };
      const row = await db
        .selectFrom("idempotency_keys")
        .select(["request_hash", "status", "answer"])
        .where("kind", "=", kind)
        .where("key", "=", key)
        .executeTakeFirst();
      // Gone between the two statements (given up by a failed first try): this one may go ahead next time.
      if (!row) return { kind: "refused", answer: { status: 409, body: KEY_IN_PROGRESS } };
      if (row.request_hash !== requestHash) return { kind: "refused", answer: { status: 422, body: KEY_REUSED } };
      if (row.status === null || row.answer === null) {
        return { kind: "refused", answer: { status: 409, body: KEY_IN_PROGRESS } };
      }
      return { kind: "repeat", answer: { status: row.status, body: JSON.parse(row.answer) as unknown } };
    },
    async finish(kind, key, answer) {
      await db
        .updateTable("idempotency_keys")
        .set({ status: answer.status, answer: JSON.stringify(answer.body) })
        .where("kind", "=", kind)
        .where("key", "=", key)
        .execute();
    },
    async abandon(kind, key) {
      await db.deleteFrom("idempotency_keys").where("kind", "=", kind).where("key", "=", key).execute();
    },
  };
}
