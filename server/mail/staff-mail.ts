import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import { DAILY_TIME, harareDailySlot } from "#contract/harare-time";
import { findStaffById } from "#server/auth/accounts";
import type { StaffMember } from "#server/auth/staff-member";
import { mayOpen, STAFF_AREAS } from "#server/auth/areas";
import { ministryScope } from "#server/auth/permissions";
import { scopedApplications, scopedMessages, waitingCounts } from "#server/domain/staff-lists/waiting-counts";
import { excerptOf } from "#server/domain/staff-lists/paging";
import { defineSetting, readSetting } from "#server/domain/settings/settings";
import { NOTICE_KIND_RULES, noticeChoicesOf, type NoticeKind } from "./notices";
import { queueMail } from "./outbox";
import { digestMail, mailChurch, noticeMail, type DigestSection, type NoticeLine } from "./templates";
import { readChurch } from "#server/domain/church/church";

/**
 * Turns the staff's notices into mails, run by the worker under one lock so that two
 * processes never make the same mail: immediate notices bundled per person (after one mail, what
 * arrives within BUNDLE_MS waits and goes in one mail), and the daily digest at the admin's time.
 */

/** After an immediate mail, a person's next one waits this long, gathering what arrives meanwhile. */
export const BUNDLE_MS = 5 * 60_000;

/** The digest's time of day, Harare time, "HH:MM" (set at /admin/outbox). */
export const DIGEST_TIME = defineSetting("mail.digestTime", "07:00", (value) =>
  typeof value === "string" && DAILY_TIME.test(value) ? value : undefined,
);

export function isDigestTime(value: string): boolean {
  return DAILY_TIME.test(value);
}

/** The last digest moment at or before `now` (the time of day in Harare), and its Harare date. */
export { harareDailySlot as digestSlot } from "#contract/harare-time";

/**
 * How an item reads in a mail: who sent it, never a private prayer request's text (nor any text but
 * a subject). Only what `member` may read now, as the staff lists decide it (their role's permission, a
 * ministry leader's ministries): access taken away after a notice was queued takes its line away.
 */
async function describe(
  db: Kysely<Database>,
  siteUrl: string,
  member: StaffMember,
  kind: NoticeKind,
  ids: number[],
): Promise<NoticeLine[]> {
  if (ids.length === 0 || !member.active || !mayOpen(member.role, NOTICE_KIND_RULES[kind].area)) return [];
  const link = (path: string) => `${siteUrl}${path}`;
  switch (kind) {
    case "comments": {
      const rows = await db
        .selectFrom("comments")
        .innerJoin("posts", "posts.id", "comments.post_id")
        .select(["comments.id", "comments.name", "posts.title"])
        .where("comments.id", "in", ids)
        .execute();
      return rows.map((row) => ({
        label: `Comment from ${row.name}`,
        note: `on “${excerptOf(row.title, 60)}”`,
        href: link(`/admin/comments#comment-${row.id}`),
      }));
    }
    case "messages": {
      const rows = await scopedMessages(db, member).select(["id", "name", "subject"]).where("id", "in", ids).execute();
      return rows.map((row) => ({
        label: `Message from ${row.name}`,
        note: row.subject ? excerptOf(row.subject, 60) : undefined,
        href: link(`/admin/messages/${row.id}`),
      }));
    }
    case "prayer-requests":
    case "private-prayer-requests": {
      const rows = await db
        .selectFrom("prayer_requests")
        .select(["id", "name", "is_private"])
        .where("id", "in", ids)
        .execute();
      // A private request: that one arrived, and the link to it; nothing else.
      return rows.map((row) => ({
        label: row.is_private === 1 ? "A private prayer request" : `Prayer request from ${row.name}`,
        href: link(`/admin/prayer-requests/${row.id}`),
      }));
    }
    case "applications": {
      const rows = await scopedApplications(db, member)
        .select(["id", "first_name", "last_name", "ministry"])
        .where("id", "in", ids)
        .execute();
      return rows.map((row) => ({
        label: `Application from ${`${row.first_name} ${row.last_name}`.trim()}`,
        note: row.ministry,
        href: link(`/admin/applications/${row.id}`),
      }));
    }
    case "registrations": {
      const scope = ministryScope(member);
      let query = db
        .selectFrom("event_registrations")
        .innerJoin("events", "events.id", "event_registrations.event_id")
        .select([
          "event_registrations.id",
          "event_registrations.name",
          "event_registrations.party",
          "event_registrations.status",
          "event_registrations.occurrence",
          "events.id as event_id",
          "events.title",
        ])
        .where("event_registrations.id", "in", ids);
      if (!scope.all) {
        if (scope.ministries.length === 0) return [];
        query = query.where("events.ministry", "in", scope.ministries);
      }
      const rows = await query.execute();
      // The registrant's name and party, for the staff who keep the calendar; no contact detail.
      return rows.map((row) => ({
        label: `Registration from ${row.name}${Number(row.party) > 1 ? ` (${row.party} people)` : ""}`,
        note: `${excerptOf(row.title, 60)}, ${row.occurrence.replace("T", " ")}${row.status === "waitlisted" ? ", on the waiting list" : ""}`,
        href: link(`/admin/events/${row.event_id}/registrations/${encodeURIComponent(row.occurrence)}`),
      }));
    }
  }
}

async function linesOf(
  db: Kysely<Database>,
  siteUrl: string,
  member: StaffMember,
  notices: Array<{ kind: string; item_id: number }>,
): Promise<Map<NoticeKind, NoticeLine[]>> {
  const byKind = new Map<NoticeKind, NoticeLine[]>();
  for (const kind of Object.keys(NOTICE_KIND_RULES) as NoticeKind[]) {
    const ids = [...new Set(notices.filter((notice) => notice.kind === kind).map((notice) => notice.item_id))];
    const lines = await describe(db, siteUrl, member, kind, ids);
    if (lines.length > 0) byKind.set(kind, lines);
  }
  return byKind;
}

const accountUrl = (siteUrl: string) => `${siteUrl}/admin/account`;

/** Immediate notices: one mail per person whose last one is at least BUNDLE_MS old. Returns the mails queued. */
export async function queueBundles(db: Kysely<Database>, siteUrl: string, now: Date): Promise<number> {
  const pending = await db
    .selectFrom("staff_notices")
    .select(["id", "staff_id", "kind", "item_id"])
    .where("delivery", "=", "immediately")
    .where("mailed_at", "is", null)
    .orderBy("id")
    .execute();
  const at = now.toISOString();
  let queued = 0;
  for (const staffId of new Set(pending.map((notice) => notice.staff_id))) {
    const last = await db
      .selectFrom("staff_notices")
      .select((eb) => eb.fn.max("mailed_at").as("last"))
      .where("staff_id", "=", staffId)
      .where("delivery", "=", "immediately")
      .executeTakeFirst();
    if (last?.last && now.getTime() - new Date(last.last).getTime() < BUNDLE_MS) continue;
    const notices = pending.filter((notice) => notice.staff_id === staffId);
    // The member as they are now: their role, ministries and whether they are active.
    const member = await findStaffById(db, staffId);
    const lines = member ? [...(await linesOf(db, siteUrl, member, notices)).values()].flat() : [];
    if (member && lines.length > 0) {
      await queueMail(
        db,
        siteUrl,
        {
          kind: "notice",
          to: member.email,
          ...noticeMail(mailChurch(await readChurch(db), siteUrl), member.name, lines, accountUrl(siteUrl)),
        },
        now,
      );
      queued += 1;
    }
    await db
      .updateTable("staff_notices")
      .set({ mailed_at: at })
      .where(
        "id",
        "in",
        notices.map((notice) => notice.id),
      )
      .execute();
  }
  return queued;
}

/**
 * The daily digest, once per person and Harare day, at the admin's time: for whoever has notices
 * by digest from before that moment, and only when something still waits in those lists (the
 * lists' own count, server/domain/staff-lists/waiting-counts.ts). It lists what arrived since the last one.
 */
export async function queueDigests(db: Kysely<Database>, siteUrl: string, now: Date): Promise<number> {
  const slot = harareDailySlot(now, await readSetting(db, DIGEST_TIME));
  const before = slot.at.toISOString();
  const candidates = await db
    .selectFrom("staff_notices")
    .innerJoin("staff", "staff.id", "staff_notices.staff_id")
    .select("staff_notices.staff_id")
    .distinct()
    .where("staff_notices.delivery", "=", "digest")
    .where("staff_notices.created_at", "<", before)
    .where("staff.active", "=", 1)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("staff_digests")
            .select("staff_digests.day")
            .whereRef("staff_digests.staff_id", "=", "staff_notices.staff_id")
            .where("staff_digests.day", "=", slot.day),
        ),
      ),
    )
    .execute();
  let queued = 0;
  for (const { staff_id: staffId } of candidates) {
    const member = await findStaffById(db, staffId);
    if (!member?.active) continue;
    await db.insertInto("staff_digests").values({ staff_id: staffId, day: slot.day }).execute();
    const digestKinds = (await noticeChoicesOf(db, member))
      .filter((entry) => entry.choice === "digest")
      .map((entry) => entry.kind);
    const fresh = await db
      .selectFrom("staff_notices")
      .select(["id", "kind", "item_id"])
      .where("staff_id", "=", staffId)
      .where("delivery", "=", "digest")
      .where("mailed_at", "is", null)
      .where("created_at", "<", before)
      .execute();
    if (fresh.length > 0)
      await db
        .updateTable("staff_notices")
        .set({ mailed_at: now.toISOString() })
        .where(
          "id",
          "in",
          fresh.map((notice) => notice.id),
        )
        .execute();
    const counts = await waitingCounts(db, member);
    const lines = await linesOf(
      db,
      siteUrl,
      member,
      fresh.filter((notice) => digestKinds.includes(notice.kind as NoticeKind)),
    );
    const sections: DigestSection[] = [];
    for (const area of STAFF_AREAS) {
      const kinds = digestKinds.filter((kind) => NOTICE_KIND_RULES[kind].area === area.key);
      const areaLines = kinds.flatMap((kind) => lines.get(kind) ?? []);
      // An area without a waiting list (the calendar's registrations) counts what is new.
      const waiting = counts[area.key] ?? areaLines.length;
      if (kinds.length === 0 || waiting === 0) continue;
      sections.push({ heading: area.label, waiting, listUrl: `${siteUrl}${area.path}`, lines: areaLines });
    }
    if (sections.length === 0) continue;
    await queueMail(
      db,
      siteUrl,
      {
        kind: "digest",
        to: member.email,
        ...digestMail(mailChurch(await readChurch(db), siteUrl), member.name, sections, accountUrl(siteUrl)),
      },
      now,
    );
    queued += 1;
  }
  return queued;
}
