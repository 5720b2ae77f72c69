import type { Kysely, Transaction } from "kysely";
import { GIVING_STAFF_MESSAGES, type FundChoice } from "#contract/giving";
import { CURRENCY_NAMES, isCurrency, type Currency } from "#contract/money";
import { isRowId } from "#contract/row-ids";
import type { StaffMember } from "#server/auth/staff-member";
import { requirePermission } from "#server/auth/permissions";
import type { Database } from "#server/db/schema";
import { recordActivity } from "#server/domain/activity/activity";
import type { Actor } from "#server/auth/staff-member";
import { oneLineField, StaffInputError, staffText } from "#server/lib/staff-input";

/**
 * The funds a gift is given to (Tithe, Offering, Building fund, Missions to start with, migration
 * 029): added, renamed, limited to one currency, archived (an archived fund keeps its gifts and
 * leaves the giving form) and opened again. Every change is one transaction with its activity row.
 */

export interface Fund extends FundChoice {
  archived: boolean;
}

export const FUND_NAME_MAX = 60;

type Db = Kysely<Database> | Transaction<Database>;

function fundOf(row: { id: number; name: string; currency: string | null; archived_at: string | null }): Fund {
  return {
    id: Number(row.id),
    name: row.name,
    currency: row.currency !== null && isCurrency(row.currency) ? row.currency : null,
    archived: row.archived_at !== null,
  };
}

/** Every fund in the order staff gave them, or only the open ones (the giving form's). */
export async function listFunds(db: Db, which: "open" | "all"): Promise<Fund[]> {
  let query = db.selectFrom("gift_funds").select(["id", "name", "currency", "archived_at"]);
  if (which === "open") query = query.where("archived_at", "is", null);
  return (await query.orderBy("position").orderBy("id").execute()).map(fundOf);
}

export async function fundById(db: Db, id: number): Promise<Fund | null> {
  if (!isRowId(id)) return null;
  const row = await db
    .selectFrom("gift_funds")
    .select(["id", "name", "currency", "archived_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? fundOf(row) : null;
}

function checkedName(value: string): string {
  return oneLineField(value, FUND_NAME_MAX, "name", "The fund's name", true)!;
}

/** "" (both currencies) or a currency's code. */
function checkedCurrency(value: string): Currency | null {
  const typed = staffText(value, "currency").trim();
  if (typed === "") return null;
  if (isCurrency(typed)) return typed;
  throw new StaffInputError(GIVING_STAFF_MESSAGES.fundCurrency, "currency");
}

async function checkNameFree(trx: Db, name: string, exceptId: number | null): Promise<void> {
  let query = trx.selectFrom("gift_funds").select("id").where("name_key", "=", name.toLowerCase());
  if (exceptId !== null) query = query.where("id", "<>", exceptId);
  if (await query.executeTakeFirst()) throw new StaffInputError(GIVING_STAFF_MESSAGES.fundNameTaken(name), "name");
}

const limitWords = (currency: Currency | null) => (currency ? `${CURRENCY_NAMES[currency]} only` : "both currencies");

export async function addFund(
  db: Kysely<Database>,
  member: StaffMember,
  actor: Actor,
  input: { name: string; currency: string },
  now = new Date(),
): Promise<Fund> {
  requirePermission(member, "manageGiving");
  const name = checkedName(input.name);
  const currency = checkedCurrency(input.currency);
  return db.transaction().execute(async (trx) => {
    await checkNameFree(trx, name, null);
    const last = await trx
      .selectFrom("gift_funds")
      .select((eb) => eb.fn.max("position").as("position"))
      .executeTakeFirst();
    const at = now.toISOString();
    const { id } = await trx
      .insertInto("gift_funds")
      .values({
        name,
        name_key: name.toLowerCase(),
        currency,
        position: Number(last?.position ?? 0) + 1,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordActivity(
      trx,
      actor,
      {
        action: "create",
        itemType: "fund",
        itemId: Number(id),
        summary: `${actor.name} added the fund "${name}" (${limitWords(currency)})`,
        changes: { name: [null, name], currency: [null, currency] },
      },
      now,
    );
    return { id: Number(id), name, currency, archived: false };
  });
}

/** Renames a fund and sets the currency it takes (gifts already given keep theirs); null when unknown. */
export async function changeFund(
  db: Kysely<Database>,
  member: StaffMember,
  actor: Actor,
  id: number,
  input: { name: string; currency: string },
  now = new Date(),
): Promise<Fund | null> {
  requirePermission(member, "manageGiving");
  const name = checkedName(input.name);
  const currency = checkedCurrency(input.currency);
  return db.transaction().execute(async (trx) => {
    const before = await fundById(trx, id);
    if (!before) return null;
    await checkNameFree(trx, name, id);
    await trx
      .updateTable("gift_funds")
      .set({ name, name_key: name.toLowerCase(), currency, updated_at: now.toISOString() })
      .where("id", "=", id)
      .execute();
    const summary =
      before.name === name
        ? `${actor.name} set the fund "${name}" to take ${limitWords(currency)}`
        : `${actor.name} renamed the fund "${before.name}" to "${name}" (${limitWords(currency)})`;
    await recordActivity(
      trx,
      actor,
      {
        action: "change",
        itemType: "fund",
        itemId: id,
        summary,
        changes: { name: [before.name, name], currency: [before.currency, currency] },
      },
      now,
    );
    return { ...before, name, currency };
  });
}

/** Archives a fund (it leaves the giving form; its gifts stay) or opens it again; null when unknown. */
export async function archiveFund(
  db: Kysely<Database>,
  member: StaffMember,
  actor: Actor,
  id: number,
  archived: boolean,
  now = new Date(),
): Promise<Fund | null> {
  requirePermission(member, "manageGiving");
  return db.transaction().execute(async (trx) => {
    const before = await fundById(trx, id);
    if (!before) return null;
    if (before.archived === archived) return before;
    if (archived && (await listFunds(trx, "open")).length === 1)
      throw new StaffInputError(GIVING_STAFF_MESSAGES.lastOpenFund, "archive");
    const at = now.toISOString();
    await trx
      .updateTable("gift_funds")
      .set({ archived_at: archived ? at : null, updated_at: at })
      .where("id", "=", id)
      .execute();
    await recordActivity(
      trx,
      actor,
      {
        action: archived ? "archive" : "restore",
        itemType: "fund",
        itemId: id,
        summary: `${actor.name} ${archived ? "archived" : "opened again"} the fund "${before.name}"`,
        changes: { archived: [before.archived, archived] },
      },
      now,
    );
    return { ...before, archived };
  });
}
