import type { Transaction } from "kysely";
import type { Database } from "#server/db/schema";
import { refusalOf } from "#server/lib/staff-input";

/**
 * What the editors' autosave shares (the post and sermon editors, the newsletter): the outcome
 * the autosave routes answer with (app/features/editing/autosave.server.ts), and the claim that
 * keeps an autosave from undoing a Publish.
 */

/** Saved (when), refused (a field's message; `notDraft` when the item is no longer a draft), or null: no such item. */
export type AutosaveOutcome = { savedAt: string } | { message: string; field?: string; notDraft?: true } | null;

/** An autosave that found its item on the site or scheduled: only Save changes it. */
export class NotADraft extends Error {
  constructor(message: string) {
    super(message);
    this.name = "NotADraft";
  }
}

/**
 * Claims a draft for an autosave's write, as the transaction's first statement: a write of the row
 * that only a draft matches. PostgreSQL then holds the row until the commit (a Publish waits for
 * it, or, committed first, leaves nothing to claim); SQLite's transaction holds the write lock
 * from its start. False when the item is not a draft (or not there): nothing is written.
 */
export async function claimDraft(trx: Transaction<Database>, item: "post" | "sermon", id: number): Promise<boolean> {
  const result =
    item === "post"
      ? await trx
          .updateTable("posts")
          .set((eb) => ({ updated_at: eb.ref("updated_at") }))
          .where("id", "=", id)
          .where("status", "=", "draft")
          .executeTakeFirst()
      : await trx
          .updateTable("sermons")
          .set((eb) => ({ updated_at: eb.ref("updated_at") }))
          .where("id", "=", id)
          .where("published", "=", 0)
          .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * An autosave's outcome: `save` writes at `at` (null when the item does not exist); a refusal
 * becomes its message, NotADraft its message with `notDraft`.
 */
export async function autosaveOutcome(
  save: (at: Date) => Promise<object | null>,
  at: Date = new Date(),
): Promise<AutosaveOutcome> {
  try {
    return (await save(at)) === null ? null : { savedAt: at.toISOString() };
  } catch (error) {
    if (error instanceof NotADraft) return { message: error.message, notDraft: true };
    return refusalOf(error);
  }
}
