import { sql, type Kysely } from "kysely";
import type { ChurchDetails } from "#contract/church";
import { emptyDocument, fieldsOf, type PageDocument } from "#contract/page-content";
import type { Database } from "#server/db/schema";
import { recordActivity, type ItemType } from "#server/domain/activity/activity";
import type { Actor } from "#server/auth/staff-member";
import { CHURCH_LABELS, NEUTRAL_CHURCH, writeChurch } from "#server/domain/church/church";
import { demoStateOf, readDemoMarks, sameValue, withoutDemoWords, type DemoItem, type DemoState } from "./marks";

/**
 * Removing the demo content (decision 043): what the demo seed put in and the church left as it
 * was goes; what the church changed stays. Posts and sermons still as seeded are deleted (a post
 * with its comments, tags, revisions and old addresses), the demo's events and services still as
 * seeded with no date changed and nobody registered (its weekly services among them: a church
 * adds its own, "When do you meet?" on the first-day checklist), every demo comment, the demo's
 * categories and tags nothing uses any more, the demo's words on the built-in pages (each part the
 * church did not rewrite: the page then leaves it out) and the demo church's details the church
 * did not change (back to a new site's: no phones, no address). Staff accounts are never touched
 * (the demo's pastors are only names on its posts), nor uploaded pictures, nor pages staff made.
 */

/** What a removal takes out and keeps: shown before it is confirmed, and said after. */
export interface DemoRemovalPlan {
  posts: { remove: DemoItem[]; keep: DemoItem[] };
  sermons: { remove: DemoItem[]; keep: DemoItem[] };
  /** The demo's events and services; those with a date changed or someone registered stay. */
  events: { remove: DemoItem[]; keep: DemoItem[] };
  comments: number;
  /** Demo categories and tags (of posts and of sermons) still as seeded; those still in use stay. */
  categoriesAndTags: number;
  /** The built-in pages with demo words, and the parts the church rewrote (kept). */
  pages: Array<{ title: string; parts: string[]; keptParts: string[] }>;
  /** The demo church's details the church left as they were (labels), and those it changed (kept). */
  church: { reset: string[]; kept: string[] };
}

/** The demo content left, as a removal would treat it; null when there is none (removed, or never seeded). */
export async function planDemoRemoval(db: Kysely<Database>): Promise<DemoRemovalPlan | null> {
  return planOf(await demoStateOf(db, await readDemoMarks(db)));
}

function planOf(state: DemoState): DemoRemovalPlan | null {
  const plan: DemoRemovalPlan = {
    posts: { remove: state.posts.untouched, keep: state.posts.edited },
    sermons: { remove: state.sermons.untouched, keep: state.sermons.edited },
    events: { remove: state.events.untouched, keep: state.events.edited },
    comments: state.comments.length,
    categoriesAndTags: state.categories.length + state.tags.length + state.sermonCategories.length,
    pages: state.pages
      .filter((page) => page.untouched.length > 0)
      .map((page) => ({
        title: page.definition.title,
        parts: labelsOf(page.definition, page.untouched),
        keptParts: labelsOf(page.definition, page.rewritten),
      })),
    church: {
      reset: (state.church?.untouched ?? []).map((key) => CHURCH_LABELS[key]),
      kept: (state.church?.changed ?? []).map((key) => CHURCH_LABELS[key]),
    },
  };
  const left =
    plan.posts.remove.length +
    plan.sermons.remove.length +
    plan.events.remove.length +
    plan.comments +
    plan.categoriesAndTags +
    plan.pages.length +
    plan.church.reset.length;
  return left > 0 ? plan : null;
}

function labelsOf(definition: DemoStatePage["definition"], keys: string[]): string[] {
  return fieldsOf(definition)
    .filter((field) => keys.includes(field.key))
    .map((field) => field.label);
}

type DemoStatePage = DemoState["pages"][number];

/**
 * Removes the demo content in one transaction, with its activity row; null when there was none
 * left. The transaction first takes every mark (deleting them): a second removal at the same
 * moment finds none and does nothing, and afterwards what the church kept is simply theirs.
 */
export async function removeDemoContent(
  db: Kysely<Database>,
  actor: Actor,
  now = new Date(),
): Promise<DemoRemovalPlan | null> {
  return db.transaction().execute(async (trx) => {
    const marks = await trx.deleteFrom("demo_content").returning(["kind", "item_key", "seeded"]).execute();
    const state = await demoStateOf(trx, marks);
    const plan = planOf(state);
    if (!plan) return null;

    const postIds = state.posts.untouched.map((item) => item.id);
    if (postIds.length > 0) {
      // Comments, tags and revisions go with their post (foreign keys); old addresses are no key.
      await trx.deleteFrom("slug_redirects").where("kind", "=", "post").where("target_id", "in", postIds).execute();
      await trx.deleteFrom("posts").where("id", "in", postIds).execute();
    }
    // The demo's comments on a post the church kept; a reply to one goes with it.
    if (state.comments.length > 0) await trx.deleteFrom("comments").where("id", "in", state.comments).execute();
    const sermonIds = state.sermons.untouched.map((item) => item.id);
    if (sermonIds.length > 0) {
      await trx.deleteFrom("sermon_category_links").where("sermon_id", "in", sermonIds).execute();
      await trx.deleteFrom("sermons").where("id", "in", sermonIds).execute();
    }
    // An untouched demo event has no changed date and no registration (demoStateOf): nothing hangs on it.
    const eventIds = state.events.untouched.map((item) => item.id);
    if (eventIds.length > 0) await trx.deleteFrom("events").where("id", "in", eventIds).execute();
    await removeUnused(trx, state);
    for (const page of state.pages) {
      if (page.untouched.length === 0) continue;
      await writeOrDropPage(trx, page.definition, withoutDemoWords(page), now);
    }
    if (state.church && state.church.untouched.length > 0) {
      const church: ChurchDetails = { ...state.church.current };
      for (const key of state.church.untouched) Object.assign(church, { [key]: NEUTRAL_CHURCH[key] });
      await writeChurch(trx, church, now);
    }
    await recordActivity(
      trx,
      actor,
      {
        action: "demo.removed",
        // The church's site, as its details' changes are: its history lists the removal.
        itemType: "church" satisfies ItemType,
        itemId: "demo",
        summary: `${actor.name} removed the demo content: ${removalSummary(plan)}`,
      },
      now,
    );
    return plan;
  });
}

/** The demo's categories and tags (of posts and sermons) still as seeded and used by nothing the church kept. */
async function removeUnused(trx: Kysely<Database>, state: DemoState): Promise<void> {
  for (const [table, ids, users, user] of [
    ["categories", state.categories, "posts", "category_id"],
    ["tags", state.tags, "post_tags", "tag_id"],
    ["sermon_categories", state.sermonCategories, "sermon_category_links", "category_id"],
  ] as const) {
    if (ids.length === 0) continue;
    await trx
      .deleteFrom(table)
      .where("id", "in", ids)
      .where(
        sql<boolean>`not exists (select 1 from ${sql.table(users)} where ${sql.ref(`${users}.${user}`)} = ${sql.ref(`${table}.id`)})`,
      )
      .execute();
  }
  // Old addresses of a category or tag that is gone lead nowhere.
  for (const [kind, table] of [
    ["category", "categories"],
    ["tag", "tags"],
  ] as const) {
    await trx
      .deleteFrom("slug_redirects")
      .where("kind", "=", kind)
      .where(
        sql<boolean>`not exists (select 1 from ${sql.table(table)} where ${sql.ref(`${table}.id`)} = ${sql.ref("slug_redirects.target_id")})`,
      )
      .execute();
  }
}

/** A page without the demo's words: its row rewritten, or gone when nothing of the church's is left in it. */
async function writeOrDropPage(
  trx: Kysely<Database>,
  definition: DemoStatePage["definition"],
  document: PageDocument,
  now: Date,
): Promise<void> {
  if (sameValue(document, emptyDocument(definition))) {
    await trx.deleteFrom("page_contents").where("page", "=", definition.key).execute();
    return;
  }
  await trx
    .updateTable("page_contents")
    .set({ content: JSON.stringify(document), updated_at: now.toISOString() })
    .where("page", "=", definition.key)
    .execute();
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The plan in one sentence, for the activity log and the command line. */
export function removalSummary(plan: DemoRemovalPlan): string {
  const removed = [
    plan.posts.remove.length > 0 ? count(plan.posts.remove.length, "post", "posts") : "",
    plan.comments > 0 ? count(plan.comments, "comment", "comments") : "",
    plan.sermons.remove.length > 0 ? count(plan.sermons.remove.length, "sermon", "sermons") : "",
    plan.events.remove.length > 0 ? count(plan.events.remove.length, "event or service", "events and services") : "",
    plan.categoriesAndTags > 0 ? count(plan.categoriesAndTags, "category or tag", "categories and tags") : "",
    plan.pages.length > 0 ? `the demo's words on ${count(plan.pages.length, "page", "pages")}` : "",
    plan.church.reset.length > 0 ? `the demo church's details (${plan.church.reset.join(", ")})` : "",
  ].filter(Boolean);
  const kept = [
    plan.posts.keep.length > 0 ? count(plan.posts.keep.length, "post", "posts") : "",
    plan.sermons.keep.length > 0 ? count(plan.sermons.keep.length, "sermon", "sermons") : "",
    plan.events.keep.length > 0 ? count(plan.events.keep.length, "event or service", "events and services") : "",
    plan.pages.some((page) => page.keptParts.length > 0) ? "the pages' parts rewritten" : "",
    plan.church.kept.length > 0 ? `the church's own details (${plan.church.kept.join(", ")})` : "",
  ].filter(Boolean);
  return `${removed.join("; ")}${kept.length > 0 ? `. Kept, as the church changed them: ${kept.join("; ")}` : ""}.`;
}
