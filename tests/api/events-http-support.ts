import type { Kysely } from "kysely";
import type { StaffMember } from "#server/auth/staff-member";
import type { Database } from "#server/db/schema";
import { cancelOccurrence, saveEvent, type EventInput } from "#server/domain/events/authoring";
import { actorOf, eventInput, SITE_URL } from "./events-support";

/**
 * The calendar's HTTP tests (tests/api/events-http.test.ts, events-feeds, events-live): events
 * placed relative to today, since the app reads the real clock: a supper in ten days, a weekly
 * study that began 22 days ago (never a date today, whatever the hour: a date past, one cancelled ahead), a talk whose registration
 * has closed, a draft, one without registration, a youth event.
 */

const DAY_MS = 86_400_000;
const HARARE_OFFSET_MS = 2 * 3_600_000;
const CODES = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;

/** The Harare date `days` from today ("2026-12-08"). */
export function harareDate(days: number): string {
  return new Date(Date.now() + HARARE_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

function weekdayOf(date: string) {
  return CODES[new Date(`${date}T12:00:00Z`).getUTCDay()];
}

export const SUPPER_DATE = `${harareDate(10)}T18:00`;
export const STUDY_FIRST = `${harareDate(-22)}T18:30`;
export const STUDY_CANCELLED = `${harareDate(13)}T18:30`;
export const STUDY_NEXT = `${harareDate(6)}T18:30`;
export const TALK_DATE = `${harareDate(2)}T10:00`;
export const YOUTH_DATE = `${harareDate(12)}T15:00`;

export async function seedCalendar(db: Kysely<Database>, editor: StaffMember): Promise<void> {
  const create = async (change: Partial<EventInput>) =>
    (await saveEvent(db, SITE_URL, editor, actorOf(editor), null, eventInput(change), new Date()))!.id;
  await create({
    title: "Church Supper",
    slug: "church-supper",
    start: SUPPER_DATE,
    end: `${harareDate(10)}T20:00`,
    registration: true,
    capacity: "3",
    question: "Anything we should know (food)?",
  });
  const study = await create({
    title: "Bible Study",
    slug: "bible-study",
    start: STUDY_FIRST,
    end: `${harareDate(-22)}T20:00`,
    repeat: "weekly",
    weekdays: [weekdayOf(harareDate(-22))],
    ends: "count",
    count: "8",
    registration: true,
    capacity: "20",
  });
  await cancelOccurrence(db, SITE_URL, editor, actorOf(editor), study, STUDY_CANCELLED, new Date());
  await create({
    title: "Marriage Talk",
    slug: "marriage-talk",
    start: TALK_DATE,
    end: `${harareDate(2)}T12:00`,
    registration: true,
    capacity: "40",
    closesHours: String(24 * 5),
  });
  await create({
    title: "Draft Retreat",
    slug: "draft-retreat",
    status: "draft",
    start: SUPPER_DATE,
    end: `${harareDate(10)}T20:00`,
    registration: true,
  });
  await create({ title: "Open Air", slug: "open-air", start: SUPPER_DATE, end: `${harareDate(10)}T19:00` });
  await create({
    title: "Youth Games",
    slug: "youth-games",
    ministry: "youth",
    start: YOUTH_DATE,
    end: `${harareDate(12)}T17:00`,
  });
}
