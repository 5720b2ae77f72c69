import type { Kysely } from "kysely";
import { MINISTRY_PAGE_SLUGS } from "#contract/page-content";
import type { Database } from "#server/db/schema";
import { NEUTRAL_CHURCH, readSavedChurch } from "./church";

/**
 * "Make this site yours": what a new church does first, each step ticked by what is in the
 * database (nothing to tick by hand), shown to admins on the dashboard until every one is done.
 */
export interface FirstDayStep {
  key: "name-and-logo" | "contact" | "leaders" | "ministries" | "first-post" | "first-sermon";
  label: string;
  /** What to do, in a sentence. */
  hint: string;
  /** Where it is done. */
  href: string;
  done: boolean;
}

export async function firstDaySteps(db: Kysely<Database>): Promise<FirstDayStep[]> {
  const [church, leader, ministryPage, post, sermon] = await Promise.all([
    readSavedChurch(db),
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
      .executeTakeFirst(),
    db.selectFrom("posts").select("id").where("status", "=", "published").executeTakeFirst(),
    db.selectFrom("sermons").select("id").where("published", "=", 1).executeTakeFirst(),
  ]);
  return [
    {
      key: "name-and-logo",
      label: "Your church's name and logo",
      hint: "Put your church's name where the site says “Our church”, and choose its logo.",
      href: "/admin/church",
      done: Boolean(church && church.name !== NEUTRAL_CHURCH.name && church.logo),
    },
    {
      key: "contact",
      label: "How to reach you",
      hint: "Your address, a phone number or an email address, for the contact page and the footer.",
      href: "/admin/church",
      done: Boolean(church && church.address.street && (church.phones.length > 0 || church.email)),
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
      done: Boolean(ministryPage),
    },
    {
      key: "first-post",
      label: "Your first post",
      hint: "News, a testimony or an invitation, on the blog.",
      href: "/admin/posts/new",
      done: Boolean(post),
    },
    {
      key: "first-sermon",
      label: "Your first sermon",
      hint: "A recording or a video link of last Sunday's message.",
      href: "/admin/sermons/new",
      done: Boolean(sermon),
    },
  ];
}
