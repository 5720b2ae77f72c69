import type { Kysely } from "kysely";
import type { ChurchDetails } from "#contract/church";
import { MINISTRY_PAGE_SLUGS, type MinistryPageSlug } from "#contract/page-content";
import type { Database } from "#server/db/schema";
import { demoStateOf, readDemoMarks, sameValue } from "#server/domain/demo/marks";
import { NEUTRAL_CHURCH, readSavedChurch } from "./church";

/**
 * "Make this site yours": what a new church does first, each step ticked by what is in the
 * database (nothing to tick by hand), shown to admins on the dashboard until every one is done.
 * Only the church's own counts: the demo's details, pages, posts, sermons and services still as seeded do not
 * tick a step (server/domain/demo/marks.ts).
 */
export interface FirstDayStep {
  key: "name-and-logo" | "contact" | "services" | "leaders" | "ministries" | "first-post" | "first-sermon";
  label: string;
  /** What to do, in a sentence. */
  hint: string;
  /** Where it is done. */
  href: string;
  done: boolean;
}

export async function firstDaySteps(db: Kysely<Database>): Promise<FirstDayStep[]> {
  const [church, demo, leader, ministryPages, posts, sermons, services] = await Promise.all([
    readSavedChurch(db),
    // What is still the demo's counts for nothing: a step is done by the church's own (decision 043).
    readDemoMarks(db).then((marks) => demoStateOf(db, marks)),
    db
      .selectFrom("staff")
      .select("id")
      .where("active", "=", 1)
      .where("role", "in", ["leader", "ministry-leader"])
      .executeTakeFirst(),
    db
      .selectFrom("page_contents")
      .select("page")
      .where("page", "in", [...MINISTRY_PAGE_SLUGS])
      .execute(),
    db.selectFrom("posts").select("id").where("status", "=", "published").execute(),
    db.selectFrom("sermons").select("id").where("published", "=", 1).execute(),
    db.selectFrom("events").select("id").where("kind", "=", "service").where("status", "=", "published").execute(),
  ]);
  const demoPart = (key: keyof ChurchDetails) => demo.church?.untouched.includes(key) ?? false;
  /** A detail the church gave: set, and not the demo's. */
  const own = (key: keyof ChurchDetails) =>
    Boolean(church) && !sameValue(church![key], NEUTRAL_CHURCH[key]) && !demoPart(key);
  const demoPosts = new Set(demo.posts.untouched.map((item) => item.id));
  const demoSermons = new Set(demo.sermons.untouched.map((item) => item.id));
  const demoEvents = new Set(demo.events.untouched.map((item) => item.id));
  // A ministry page is the church's once any part of it holds their words rather than the demo's.
  const demoOnlyPages = new Set(demo.pages.filter((page) => page.rewritten.length === 0).map((p) => p.definition.key));
  return [
    {
      key: "name-and-logo",
      label: "Your church's name and logo",
      hint: "Put your church's name on the site, and choose its logo.",
      href: "/admin/church",
      done: own("name") && own("logo"),
    },
    {
      key: "contact",
      label: "How to reach you",
      hint: "Your address, a phone number or an email address, for the contact page and the footer.",
      href: "/admin/church",
      done: Boolean(church?.address.street) && own("address") && (own("phones") || own("email")),
    },
    {
      key: "services",
      label: "When do you meet?",
      hint: "Add your services, their day, time and place: the home page's countdown, the footer and the calendar show them.",
      href: "/admin/events/new?kind=service",
      done: services.some((row) => !demoEvents.has(Number(row.id))),
    },
    {
      key: "leaders",
      label: "Your leaders",
      hint: "Invite your leaders and ministry leaders, so that messages and prayer requests reach them.",
      href: "/admin/staff",
      done: Boolean(leader),
    },
    {
      key: "ministries",
      label: "Your ministries",
      hint: "Write about a ministry on its page: its vision, how it works, when it meets.",
      href: "/admin/pages",
      done: ministryPages.some((row) => !demoOnlyPages.has(row.page as MinistryPageSlug)),
    },
    {
      key: "first-post",
      label: "Your first post",
      hint: "News, a testimony or an invitation, on the blog.",
      href: "/admin/posts/new",
      done: posts.some((row) => !demoPosts.has(Number(row.id))),
    },
    {
      key: "first-sermon",
      label: "Your first sermon",
      hint: "A recording or a video link of last Sunday's message.",
      href: "/admin/sermons/new",
      done: sermons.some((row) => !demoSermons.has(Number(row.id))),
    },
  ];
}
