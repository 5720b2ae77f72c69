import type { AreaKey } from "#server/auth/areas";
import type { StaffRole } from "#server/auth/permissions";

/**
 * Which staff areas each role opens, in the navigation's order: the role rules of
 * docs/product.md (Staff side) written out once, not computed from server/auth/, so that a change
 * there shows. The unit test of the table of areas, the guard's tests and the role x page tests
 * all check against this one table.
 */
/** What admins and leaders both open: the church's content, the inbox and the newsletter. */
const CONTENT_AND_INBOX: readonly AreaKey[] = [
  "dashboard",
  "comments",
  "messages",
  "prayer-requests",
  "applications",
  "subscribers",
  "posts",
  "categories",
  "tags",
  "sermons",
  "events",
  "pictures",
  "pages",
  "newsletter",
];

export const AREAS_EACH_ROLE_OPENS: Readonly<Record<StaffRole, readonly AreaKey[]>> = {
  admin: [...CONTENT_AND_INBOX, "giving", "staff", "activity", "outbox", "jobs", "church", "settings", "account"],
  leader: [...CONTENT_AND_INBOX, "account"],
  editor: ["dashboard", "comments", "posts", "categories", "tags", "sermons", "events", "pictures", "pages", "account"],
  "ministry-leader": ["dashboard", "messages", "applications", "events", "pages", "account"],
  treasurer: ["dashboard", "giving", "account"],
};
