import type { Kysely } from "kysely";
import { isRowId } from "#contract/row-ids";
import type { Database } from "#server/db/schema";
import type { Actor, StaffMember } from "#server/auth/staff-member";
import { recordActivity } from "#server/domain/activity/activity";
import {
  checkStaffFields,
  refusalOf,
  StaffInputError,
  staffFormProblem,
  staffFormText,
  staffText,
} from "#server/lib/staff-input";
import { autosaveOutcome, type AutosaveOutcome } from "#server/domain/drafts/autosave";
import type { FormErrors } from "#contract/validation";
import { offsetOf, listPage, ROOM_PAGE_SIZE, type PagedList } from "#server/domain/staff-lists/paging";
import { readSetting, writeSetting } from "#server/domain/settings/settings";
import {
  BODY_MAX,
  clearNewsletterDraft,
  confirmedCount,
  postsOfThisMonth,
  queueNewsletter,
  queueNewsletterTest,
  readNewsletterDraft,
  recentNewsletters,
  saveNewsletterDraft,
  SUBJECT_MAX,
  type NewsletterBatch,
  type SavedNewsletterDraft,
} from "#server/domain/subscribers/newsletter";
import {
  isChoice,
  NOTICE_CHOICE_LABELS,
  NOTICE_CHOICES,
  noticeChoicesOf,
  saveNoticeChoices,
  type NoticeChoice,
  type NoticeChoices,
  type NoticeKind,
} from "./notices";
import { cancelWaitingMails, countByStatus, type MailStatus } from "./outbox";
import { DIGEST_TIME, isDigestTime } from "./staff-mail";

/**
 * The back office's mail, for context.staff.mail: the outbox (admins), the member's own
 * notice choices, and sending a newsletter (admins, leaders). Each call asks its permission first
 * (`require`, the staff context's). The outbox lists recipients, subjects and the server's answers;
 * an admin may open one mail's text (a private prayer request's text is never in one) and cancel a
 * waiting one.
 */

export interface MailFacts {
  siteUrl: string;
  smtpConfigured: boolean;
}

export interface OutboxItem {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** One mail opened at /admin/outbox/:id: its plain-text part as sent. */
export interface OutboxMail extends OutboxItem {
  text: string;
}

export type OutboxFilter = MailStatus | "all";

export interface NewsletterDraft {
  subject: string;
  body: string;
  includePosts: boolean;
}

type Problem = { message: string; field?: string; errors?: FormErrors };

export interface StaffMail {
  outbox(
    filter: OutboxFilter,
    page: number,
  ): Promise<
    PagedList<OutboxItem> & {
      filter: OutboxFilter;
      counts: Record<MailStatus, number>;
      smtpConfigured: boolean;
      digestTime: string;
    }
  >;
  retry(id: number): Promise<Problem | null>;
  /** One mail with its text (admins), or null when there is none of that id. */
  mail(id: number): Promise<OutboxMail | null>;
  /** Takes a waiting mail out of the outbox (admins): it is never sent. */
  cancel(id: number): Promise<Problem | null>;
  setDigestTime(value: string): Promise<Problem | null>;
  noticeChoices(): Promise<Array<{ kind: NoticeKind; label: string; choice: NoticeChoice }>>;
  choiceOptions: ReadonlyArray<{ value: NoticeChoice; label: string }>;
  saveNoticeChoices(values: Record<string, string>): Promise<Problem | null>;
  newsletter(): Promise<{
    confirmed: number;
    batches: NewsletterBatch[];
    posts: Array<{ title: string; url: string }>;
    smtpConfigured: boolean;
    /** The newsletter being written, as its autosave last kept it. */
    draft: SavedNewsletterDraft | null;
  }>;
  /** The newsletter form's save while typing (empty fields allowed; the limits hold). */
  autosaveNewsletter(draft: NewsletterDraft): Promise<AutosaveOutcome>;
  /** What is wrong with a draft before it is shown for confirmation, or null. */
  checkNewsletter(draft: NewsletterDraft): Problem | null;
  sendNewsletterTest(draft: NewsletterDraft): Promise<Problem | null>;
  sendNewsletter(draft: NewsletterDraft, expected: number): Promise<Problem | { batch: string; count: number }>;
}

const ITEM_COLUMNS = [
  "id",
  "kind",
  "recipient",
  "subject",
  "status",
  "attempts",
  "next_attempt_at",
  "last_error",
  "created_at",
  "sent_at",
] as const;

type ItemRow = Pick<Database["mail_outbox"], Exclude<(typeof ITEM_COLUMNS)[number], "id" | "attempts">> & {
  id: number;
  attempts: number;
};

function itemOf(row: ItemRow): OutboxItem {
  return {
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status as MailStatus,
    attempts: Number(row.attempts),
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  };
}

/**
 * A newsletter's fields checked together (every field's message at once): `complete` for one to
 * send or test, which needs a subject and a text; a draft being written may have neither yet.
 */
function checkedDraft(draft: NewsletterDraft, complete: boolean): NewsletterDraft {
  staffFormText({ subject: draft.subject, body: draft.body });
  return checkStaffFields({
    subject: () => {
      if (complete && draft.subject.trim() === "") throw new StaffInputError("Write a subject.", "subject");
      if (draft.subject.length > SUBJECT_MAX)
        throw new StaffInputError(`Use at most ${SUBJECT_MAX} characters for the subject.`, "subject");
      if (/[\r\n]/.test(draft.subject)) throw new StaffInputError("Write the subject on one line.", "subject");
      return draft.subject;
    },
    body: () => {
      if (complete && draft.body.trim() === "") throw new StaffInputError("Write the newsletter's text.", "body");
      if (draft.body.length > BODY_MAX)
        throw new StaffInputError(`Use at most ${BODY_MAX} characters for the text.`, "body");
      return draft.body;
    },
    includePosts: () => draft.includePosts,
  });
}

function checkDraft(draft: NewsletterDraft): Problem | null {
  try {
    checkedDraft(draft, true);
    return null;
  } catch (error) {
    return refusalOf(error);
  }
}

export function createStaffMail(
  db: Kysely<Database>,
  facts: MailFacts,
  require: (permission: "manageSettings" | "manageSubscribers" | "useBackOffice") => StaffMember,
): StaffMail {
  const actorOf = (member: StaffMember): Actor => ({ staffId: member.id, name: member.name });

  async function contentOf(draft: NewsletterDraft) {
    return {
      subject: draft.subject.trim(),
      body: draft.body.replace(/\r\n/g, "\n"),
      posts: draft.includePosts ? await postsOfThisMonth(db, facts.siteUrl) : undefined,
    };
  }

  return {
    async outbox(filter, page) {
      require("manageSettings");
      let query = db.selectFrom("mail_outbox");
      if (filter !== "all") query = query.where("status", "=", filter);
      const total = Number((await query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
      const rows = await query
        .select(ITEM_COLUMNS)
        .orderBy("id", "desc")
        .limit(ROOM_PAGE_SIZE)
        .offset(offsetOf(page))
        .execute();
      const items = rows.map(itemOf);
      return {
        ...listPage(items, total, page),
        filter,
        counts: await countByStatus(db),
        smtpConfigured: facts.smtpConfigured,
        digestTime: await readSetting(db, DIGEST_TIME),
      };
    },

    async mail(id) {
      require("manageSettings");
      if (!isRowId(id)) return null;
      const row = await db
        .selectFrom("mail_outbox")
        .select([...ITEM_COLUMNS, "text_body"])
        .where("id", "=", id)
        .executeTakeFirst();
      return row ? { ...itemOf(row), text: row.text_body } : null;
    },

    async cancel(id) {
      const member = require("manageSettings");
      if (!isRowId(id)) return { message: "That mail does not exist." };
      const now = new Date();
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom("mail_outbox")
          .select(["subject", "recipient", "status"])
          .where("id", "=", id)
          .executeTakeFirst();
        if (!row) return { message: "That mail does not exist." };
        if (row.status !== "waiting")
          return { message: "Only a waiting mail can be cancelled: this one is not waiting." };
        if ((await cancelWaitingMails(trx, { id }, now)) === 0)
          return { message: "The mail is being sent right now, so it can no longer be cancelled." };
        await recordActivity(
          trx,
          actorOf(member),
          {
            action: "mail.cancelled",
            itemType: "mail",
            itemId: id,
            summary: `Cancelled the mail “${row.subject}” to ${row.recipient}`,
          },
          now,
        );
        return null;
      });
    },

    async retry(id) {
      const member = require("manageSettings");
      if (!isRowId(id)) return { message: "That mail does not exist." };
      const now = new Date().toISOString();
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom("mail_outbox")
          .select(["subject", "status"])
          .where("id", "=", id)
          .executeTakeFirst();
        if (!row) return { message: "That mail does not exist." };
        if (row.status !== "failed") return { message: "Only a failed mail can be retried." };
        // Queued again: a new day of tries from now, the same Message-ID.
        await trx
          .updateTable("mail_outbox")
          .set({ status: "waiting", attempts: 0, next_attempt_at: now, created_at: now, lease_until: null })
          .where("id", "=", id)
          .execute();
        await recordActivity(trx, actorOf(member), {
          action: "mail.retried",
          itemType: "mail",
          itemId: id,
          summary: `Retried the mail “${row.subject}”`,
        });
        return null;
      });
    },

    async setDigestTime(value) {
      const member = require("manageSettings");
      try {
        checkStaffFields({
          digestTime: () => {
            if (!isDigestTime(staffText(value, "digestTime")))
              throw new StaffInputError("Give a time as HH:MM, e.g. 07:00.", "digestTime");
          },
        });
      } catch (error) {
        return refusalOf(error);
      }
      const before = await readSetting(db, DIGEST_TIME);
      await db.transaction().execute(async (trx) => {
        await writeSetting(trx, DIGEST_TIME, value);
        await recordActivity(trx, actorOf(member), {
          action: "settings.changed",
          itemType: "setting",
          itemId: DIGEST_TIME.key,
          summary: `Daily digest at ${value} (Harare time)`,
          changes: { digestTime: [before, value] },
        });
      });
      return null;
    },

    async noticeChoices() {
      return noticeChoicesOf(db, require("useBackOffice"));
    },

    choiceOptions: NOTICE_CHOICES.map((value) => ({ value, label: NOTICE_CHOICE_LABELS[value] })),

    async saveNoticeChoices(values) {
      const member = require("useBackOffice");
      const refused = staffFormProblem(values);
      if (refused) return refused;
      const choices: NoticeChoices = {};
      for (const { kind } of await noticeChoicesOf(db, member)) {
        const value = values[kind];
        if (value === undefined) continue;
        if (!isChoice(value)) return { message: "Choose Immediately, Daily digest or Never.", field: kind };
        choices[kind] = value;
      }
      await db.transaction().execute((trx) => saveNoticeChoices(trx, member, choices));
      return null;
    },

    async newsletter() {
      require("manageSubscribers");
      return {
        confirmed: await confirmedCount(db),
        batches: await recentNewsletters(db),
        posts: await postsOfThisMonth(db, facts.siteUrl),
        smtpConfigured: facts.smtpConfigured,
        draft: await readNewsletterDraft(db),
      };
    },

    async autosaveNewsletter(draft) {
      const member = require("manageSubscribers");
      return autosaveOutcome(async (at) => {
        await saveNewsletterDraft(db, checkedDraft(draft, false), member.name, at);
        return draft;
      });
    },

    checkNewsletter(draft) {
      require("manageSubscribers");
      return checkDraft(draft);
    },

    async sendNewsletterTest(draft) {
      const member = require("manageSubscribers");
      const problem = checkDraft(draft);
      if (problem) return problem;
      await queueNewsletterTest(db, facts.siteUrl, await contentOf(draft), member.email);
      return null;
    },

    async sendNewsletter(draft, expected) {
      const member = require("manageSubscribers");
      const problem = checkDraft(draft);
      if (problem) return problem;
      const content = await contentOf(draft);
      return db.transaction().execute(async (trx) => {
        // The count confirmed on the page is the count sent: someone who confirmed meanwhile asks again.
        const count = await confirmedCount(trx);
        if (count !== expected)
          return { message: `The list changed: it now has ${count} confirmed subscribers. Check and confirm again.` };
        if (count === 0) return { message: "Nobody has confirmed a subscription yet." };
        const queued = await queueNewsletter(trx, facts.siteUrl, content);
        await clearNewsletterDraft(trx);
        await recordActivity(trx, actorOf(member), {
          action: "newsletter.sent",
          itemType: "newsletter",
          itemId: queued.batch,
          summary: `Sent the newsletter “${content.subject}” to ${queued.count} subscribers`,
        });
        return queued;
      });
    },
  };
}
