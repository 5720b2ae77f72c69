import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import type { StaffMember } from "#server/auth/staff-member";
import { ministryOfMessage } from "#contract/ministries";
import { isStaffRole, ministryScope, type StaffRole } from "#server/auth/permissions";
import { mayOpen, type AreaKey } from "#server/auth/areas";

/**
 * Staff notices: what each member is told about, and how. A submission queues one notice
 * row per member allowed to see it (a ministry leader: their ministries only), in the submission's
 * own transaction; the worker turns them into mails (worker.ts): a bundle for "immediately", the
 * daily digest for "digest".
 */

export const NOTICE_KINDS = [
  "comments",
  "messages",
  "prayer-requests",
  "private-prayer-requests",
  "applications",
  "registrations",
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const NOTICE_CHOICES = ["immediately", "digest", "never"] as const;
export type NoticeChoice = (typeof NOTICE_CHOICES)[number];

export const NOTICE_CHOICE_LABELS: Record<NoticeChoice, string> = {
  immediately: "Immediately",
  digest: "Daily digest",
  never: "Never",
};

interface KindRule {
  label: string;
  /** The staff list the digest links to; who may open it may be told (its permission is stated there). */
  area: AreaKey;
}

export const NOTICE_KIND_RULES: Record<NoticeKind, KindRule> = {
  comments: { label: "Comments to moderate", area: "comments" },
  messages: { label: "Messages", area: "messages" },
  "prayer-requests": { label: "Prayer requests", area: "prayer-requests" },
  "private-prayer-requests": { label: "Private prayer requests", area: "prayer-requests" },
  applications: { label: "Applications", area: "applications" },
  registrations: { label: "Event registrations", area: "events" },
};

/** The kinds a role may be told about: only what it may read. */
export function noticeKindsFor(role: StaffRole): NoticeKind[] {
  return NOTICE_KINDS.filter((kind) => mayOpen(role, NOTICE_KIND_RULES[kind].area));
}

/** Leaders and admins hear of a private prayer request at once; everything else comes in the daily digest. */
export function defaultChoice(kind: NoticeKind): NoticeChoice {
  return kind === "private-prayer-requests" ? "immediately" : "digest";
}

export type NoticeChoices = Partial<Record<NoticeKind, NoticeChoice>>;

/** The member's choice for each kind their role may read, defaults filled in. */
export async function noticeChoicesOf(
  db: Kysely<Database>,
  member: Pick<StaffMember, "id" | "role">,
): Promise<Array<{ kind: NoticeKind; label: string; choice: NoticeChoice }>> {
  const rows = await db
    .selectFrom("staff_notice_choices")
    .select(["kind", "choice"])
    .where("staff_id", "=", member.id)
    .execute();
  const stored = new Map(rows.map((row) => [row.kind, row.choice]));
  return noticeKindsFor(member.role).map((kind) => {
    const choice = stored.get(kind);
    return { kind, label: NOTICE_KIND_RULES[kind].label, choice: isChoice(choice) ? choice : defaultChoice(kind) };
  });
}

export function isChoice(value: unknown): value is NoticeChoice {
  return typeof value === "string" && (NOTICE_CHOICES as readonly string[]).includes(value);
}

/** Stores the member's choices (kinds their role may not read are ignored). */
export async function saveNoticeChoices(
  db: Kysely<Database>,
  member: Pick<StaffMember, "id" | "role">,
  choices: NoticeChoices,
): Promise<void> {
  for (const kind of noticeKindsFor(member.role)) {
    const choice = choices[kind];
    if (choice === undefined) continue;
    await db
      .insertInto("staff_notice_choices")
      .values({ staff_id: member.id, kind, choice })
      .onConflict((oc) => oc.columns(["staff_id", "kind"]).doUpdateSet({ choice }))
      .execute();
  }
}

/** A new item staff may be told about; `ministry` limits it to that ministry's leaders (null: none of them). */
export interface NewItem {
  kind: NoticeKind;
  id: number;
  ministry?: string | null;
}

/** The notice kind of a new contact message, and its ministry (from the ministry page's form). */
export function messageItem(id: number, row: { form_type: string; subject: string }): NewItem {
  return { kind: "messages", id, ministry: ministryOfMessage(row) };
}

/**
 * One notice row per active member who may see the item and has not chosen "never" for its kind.
 * Call inside the transaction that stores the item.
 */
export async function queueNotices(db: Kysely<Database>, item: NewItem, now = new Date()): Promise<void> {
  const rule = NOTICE_KIND_RULES[item.kind];
  const staff = await db.selectFrom("staff").select(["id", "role"]).where("active", "=", 1).execute();
  const readers = staff.filter((row) => isStaffRole(row.role) && mayOpen(row.role, rule.area));
  if (readers.length === 0) return;
  const ids = readers.map((row) => row.id);
  const [choices, ministries] = await Promise.all([
    db
      .selectFrom("staff_notice_choices")
      .select(["staff_id", "choice"])
      .where("kind", "=", item.kind)
      .where("staff_id", "in", ids)
      .execute(),
    db.selectFrom("staff_ministries").select(["staff_id", "ministry"]).where("staff_id", "in", ids).execute(),
  ]);
  const choiceOf = new Map(choices.map((row) => [row.staff_id, row.choice]));
  const at = now.toISOString();
  const values = readers.flatMap((row) => {
    const role = row.role as StaffRole;
    const scope = ministryScope({
      role,
      ministries: ministries.filter((m) => m.staff_id === row.id).map((m) => m.ministry),
    });
    if (!scope.all && (item.ministry == null || !scope.ministries.includes(item.ministry))) return [];
    const stored = choiceOf.get(row.id);
    const choice = isChoice(stored) ? stored : defaultChoice(item.kind);
    if (choice === "never") return [];
    return [{ staff_id: row.id, kind: item.kind, item_id: item.id, delivery: choice, created_at: at, mailed_at: null }];
  });
  if (values.length > 0) await db.insertInto("staff_notices").values(values).execute();
}

/** The kinds of the mails made from notices (server/mail/staff-mail.ts): rendered when queued. */
export const NOTICE_MAIL_KINDS = ["notice", "digest"] as const;

/**
 * A member's access changed (role, ministries) or was taken away (disabled): what was queued for
 * them under the old access goes, in the transaction of the change. Their pending notices are
 * deleted, and so are notice and digest mails already rendered for them and still waiting in the
 * outbox (a mail being sent at this very moment may still leave).
 */
export async function dropPendingNotices(
  db: Kysely<Database>,
  member: Pick<StaffMember, "id" | "email">,
): Promise<void> {
  await db.deleteFrom("staff_notices").where("staff_id", "=", member.id).where("mailed_at", "is", null).execute();
  await db
    .deleteFrom("mail_outbox")
    .where("recipient", "=", member.email)
    .where("kind", "in", [...NOTICE_MAIL_KINDS])
    .where("status", "=", "waiting")
    .execute();
}
