import type { Kysely, Selectable } from "kysely";
import type { ChurchDetails } from "#contract/church";
import {
  documentOf,
  emptyDocument,
  fieldsOf,
  pageDefinition,
  type PageDefinition,
  type PageDocument,
} from "#contract/page-content";
import type { Database, EventsTable, PostsTable, SermonsTable } from "#server/db/schema";
import { readSavedChurch, NEUTRAL_CHURCH } from "#server/domain/church/church";

/**
 * What the demo seed put in (decision 043), as marks in `demo_content` (migration 026): each demo
 * row or document with what was seeded. A demo row still as seeded is the demo's; one the church
 * changed is the church's (kept when the demo is removed, and counted on the first-day checklist).
 * Rows compare whole (a post is one piece of writing); a page's document and the church's details
 * compare part by part (a field, a group of rows, the address), since a church edits some and
 * leaves the rest as the demo wrote it.
 */

export type DemoKind =
  "post" | "comment" | "sermon" | "category" | "tag" | "sermon-category" | "page" | "church" | "event";

/** The church's details are one item. */
export const CHURCH_KEY = "1";

type PostFields = Pick<
  Selectable<PostsTable>,
  "slug" | "title" | "excerpt" | "content" | "author" | "author_image" | "image" | "quote"
>;
type SermonFields = Pick<
  Selectable<SermonsTable>,
  | "slug"
  | "title"
  | "speaker"
  | "preached_on"
  | "duration"
  | "youtube_id"
  | "image"
  | "description"
  | "series"
  | "scripture"
  | "audio_file"
>;

/** A post's writing: what makes it the demo's (its status, category or tags do not). */
export function postSnapshot(row: PostFields): PostFields {
  const { slug, title, excerpt, content, author, author_image, image, quote } = row;
  return { slug, title, excerpt, content, author, author_image, image, quote };
}

/** A sermon's own words and media: an uploaded recording or picture makes it the church's. */
export function sermonSnapshot(row: SermonFields): SermonFields {
  const { slug, title, speaker, preached_on, duration, youtube_id, image, description, series, scripture, audio_file } =
    row;
  return {
    slug,
    title,
    speaker,
    preached_on,
    duration,
    youtube_id,
    image,
    description,
    series: series ?? null,
    scripture: scripture ?? null,
    audio_file: audio_file ?? null,
  };
}

type EventFields = Pick<
  Selectable<EventsTable>,
  | "slug"
  | "title"
  | "description"
  | "image"
  | "place"
  | "address"
  | "map_url"
  | "kind"
  | "all_day"
  | "starts_at"
  | "ends_at"
  | "rule"
  | "ministry"
  | "listed"
  | "status"
  | "registration"
  | "capacity"
  | "waitlist"
  | "closes_hours"
  | "question"
>;

/**
 * An event or service as a staff member shapes it: its words, place, dates and rule,
 * registration. A date cancelled or moved, or someone registered, makes it the church's too
 * (demoStateOf reads those apart).
 */
export function eventSnapshot(row: EventFields): EventFields {
  const {
    slug,
    title,
    description,
    image,
    place,
    address,
    map_url,
    kind,
    all_day,
    starts_at,
    ends_at,
    rule,
    ministry,
    listed,
    status,
    registration,
    capacity,
    waitlist,
    closes_hours,
    question,
  } = row;
  return {
    slug,
    title,
    description,
    image,
    place,
    address,
    map_url,
    kind,
    // Numbers as numbers: PostgreSQL's driver and SQLite's read some columns back differently.
    all_day: Number(all_day),
    starts_at,
    ends_at,
    rule,
    ministry,
    listed: Number(listed),
    status,
    registration: Number(registration),
    capacity: capacity === null ? null : Number(capacity),
    waitlist: Number(waitlist),
    closes_hours: Number(closes_hours),
    question,
  };
}

/** A category's or tag's name and address. */
export function namedSnapshot(row: { name: string; slug: string }): { name: string; slug: string } {
  return { name: row.name, slug: row.slug };
}

/** A comment as the demo wrote it: how an earlier seed's comments are told (every demo comment goes with the demo). */
export function commentSnapshot(row: { name: string; text: string; created_at: string }) {
  return { name: row.name, text: row.text, created_at: row.created_at };
}

/** Records that the seed put `seeded` in as `kind` `key` (inside the seed's transaction). */
export async function markDemo(db: Kysely<Database>, kind: DemoKind, key: string | number, seeded: unknown) {
  const row = { kind, item_key: String(key), seeded: JSON.stringify(seeded) };
  await db
    .insertInto("demo_content")
    .values(row)
    .onConflict((oc) => oc.columns(["kind", "item_key"]).doUpdateSet({ seeded: row.seeded }))
    .execute();
}

export interface DemoMark {
  kind: string;
  item_key: string;
  seeded: string;
}

/** The same value, whatever the order of an object's keys (JSON read back from either engine). */
export function sameValue(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** An item the demo put in, as it is now. */
export interface DemoItem {
  id: number;
  title: string;
}

/** A page the demo wrote: which of its parts still read as the demo wrote them, and which the church rewrote. */
export interface DemoPage {
  definition: PageDefinition;
  /** The document as it is now (a page whose row is gone has none). */
  current: PageDocument;
  /** The demo's words still there (a part left empty is none). */
  untouched: string[];
  /** The church's own words in place of the demo's. */
  rewritten: string[];
}

/** The demo church's details, part by part: those still as seeded, and those the church changed. */
export interface DemoChurch {
  current: ChurchDetails;
  untouched: Array<keyof ChurchDetails>;
  changed: Array<keyof ChurchDetails>;
}

/** Where the demo content stands: for each kind, what is still the demo's and what the church made its own. */
export interface DemoState {
  posts: { untouched: DemoItem[]; edited: DemoItem[] };
  sermons: { untouched: DemoItem[]; edited: DemoItem[] };
  /** The demo's events and services: untouched ones have no date changed and nobody registered. */
  events: { untouched: DemoItem[]; edited: DemoItem[] };
  /** Demo comments still there. */
  comments: number[];
  categories: number[];
  tags: number[];
  sermonCategories: number[];
  pages: DemoPage[];
  church: DemoChurch | null;
}

/** Reads where the demo content stands from `marks` (all of them, or those a removal claimed). */
export async function demoStateOf(db: Kysely<Database>, marks: readonly DemoMark[]): Promise<DemoState> {
  const of = (kind: DemoKind) => new Map(marks.filter((mark) => mark.kind === kind).map((m) => [m.item_key, m]));
  const ids = (kind: DemoKind) => [...of(kind).keys()].map(Number).filter((id) => Number.isSafeInteger(id));

  /** The rows of `kind`'s marks that are still there, each as seeded (untouched) or not (edited). */
  const classify = <T extends { id: number }>(
    kind: DemoKind,
    found: T[],
    snapshot: (row: T) => unknown,
    titleOf: (row: T) => string,
  ) => {
    const seeded = of(kind);
    const untouched: DemoItem[] = [];
    const edited: DemoItem[] = [];
    for (const row of found) {
      const item = { id: Number(row.id), title: titleOf(row) };
      const mark = seeded.get(String(row.id));
      if (mark && sameValue(snapshot(row), parsed(mark.seeded))) untouched.push(item);
      else edited.push(item);
    }
    return { untouched, edited };
  };
  /** Nothing to read for a kind without marks (`in ()` is no query). */
  const when = async <T>(kind: DemoKind, read: (list: number[]) => Promise<T[]>): Promise<T[]> =>
    ids(kind).length > 0 ? read(ids(kind)) : [];

  const posts = classify(
    "post",
    await when("post", (list) => db.selectFrom("posts").selectAll().where("id", "in", list).orderBy("id").execute()),
    postSnapshot,
    (row) => row.title,
  );
  const sermons = classify(
    "sermon",
    await when("sermon", (list) =>
      db.selectFrom("sermons").selectAll().where("id", "in", list).orderBy("id").execute(),
    ),
    sermonSnapshot,
    (row) => row.title,
  );
  const events = classify(
    "event",
    await when("event", (list) => db.selectFrom("events").selectAll().where("id", "in", list).orderBy("id").execute()),
    eventSnapshot,
    (row) => row.title,
  );
  // A date the church cancelled or moved, or someone's registration, makes the event theirs.
  const touched = new Set<number>();
  if (events.untouched.length > 0) {
    const ids = events.untouched.map((item) => item.id);
    const [changedDates, registered] = await Promise.all([
      db.selectFrom("event_exceptions").select("event_id").where("event_id", "in", ids).execute(),
      db.selectFrom("event_registrations").select("event_id").where("event_id", "in", ids).execute(),
    ]);
    for (const row of [...changedDates, ...registered]) touched.add(Number(row.event_id));
  }
  const comments = await when("comment", (list) =>
    db.selectFrom("comments").select("id").where("id", "in", list).execute(),
  );
  const named = async (kind: DemoKind, table: "categories" | "tags" | "sermon_categories") =>
    classify(
      kind,
      await when(kind, (list) => db.selectFrom(table).select(["id", "name", "slug"]).where("id", "in", list).execute()),
      namedSnapshot,
      (row) => row.name,
    ).untouched.map((item) => item.id);

  return {
    posts,
    sermons,
    events: {
      untouched: events.untouched.filter((item) => !touched.has(item.id)),
      edited: [...events.edited, ...events.untouched.filter((item) => touched.has(item.id))],
    },
    // Every demo comment is the demo's: nobody edits a comment's words.
    comments: comments.map((row) => Number(row.id)),
    categories: await named("category", "categories"),
    tags: await named("tag", "tags"),
    sermonCategories: await named("sermon-category", "sermon_categories"),
    pages: await demoPages(db, [...of("page").values()]),
    church: await demoChurch(db, of("church").get(CHURCH_KEY)),
  };
}

async function demoPages(db: Kysely<Database>, marks: DemoMark[]): Promise<DemoPage[]> {
  if (marks.length === 0) return [];
  const stored = new Map(
    (
      await db
        .selectFrom("page_contents")
        .select(["page", "content"])
        .where(
          "page",
          "in",
          marks.map((mark) => mark.item_key),
        )
        .execute()
    ).map((row) => [row.page, parsed(row.content)]),
  );
  const pages: DemoPage[] = [];
  for (const mark of marks) {
    const definition = pageDefinition(mark.item_key);
    if (!definition || !stored.has(definition.key)) continue;
    const seeded = documentOf(definition, parsed(mark.seeded));
    const current = documentOf(definition, stored.get(definition.key));
    const empty = emptyDocument(definition);
    const untouched: string[] = [];
    const rewritten: string[] = [];
    for (const field of fieldsOf(definition)) {
      // A part the demo left empty, or the church emptied, holds nothing to tell apart.
      if (sameValue(current[field.key], empty[field.key])) continue;
      if (sameValue(current[field.key], seeded[field.key])) untouched.push(field.key);
      else rewritten.push(field.key);
    }
    pages.push({ definition, current, untouched, rewritten });
  }
  return pages;
}

async function demoChurch(db: Kysely<Database>, mark: DemoMark | undefined): Promise<DemoChurch | null> {
  if (!mark) return null;
  const current = await readSavedChurch(db);
  const seeded = parsed(mark.seeded) as Partial<ChurchDetails> | null;
  if (!current || !seeded) return null;
  const untouched: Array<keyof ChurchDetails> = [];
  const changed: Array<keyof ChurchDetails> = [];
  for (const key of Object.keys(NEUTRAL_CHURCH) as Array<keyof ChurchDetails>) {
    // A part as a new site has it (no logo, no phones) is nobody's to remove.
    if (sameValue(current[key], NEUTRAL_CHURCH[key])) continue;
    if (sameValue(current[key], seeded[key])) untouched.push(key);
    else changed.push(key);
  }
  return { current, untouched, changed };
}

/** Every mark, in the order they were made. */
export async function readDemoMarks(db: Kysely<Database>): Promise<DemoMark[]> {
  return db.selectFrom("demo_content").select(["kind", "item_key", "seeded"]).execute();
}

/** A page's demo words replaced by nothing: what the page shows without them. */
export function withoutDemoWords(page: DemoPage): PageDocument {
  const empty = emptyDocument(page.definition);
  const document: PageDocument = { ...page.current };
  for (const key of page.untouched) document[key] = empty[key]!;
  return document;
}
