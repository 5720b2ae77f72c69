import type { AreaKey } from "#server/auth/areas";
import type { StaffRole } from "#server/auth/permissions";

/**
 * Which staff areas each role opens, in the navigation's order: the role rules of
 * docs/product.md (Staff side) written out once, not computed from server/auth/, so that a change
 * there shows. The unit test of the table of areas, the guard's tests and the role x page tests
 * all check against this one table.
 */
export const AREAS_EACH_ROLE_OPENS: Readonly<Record<StaffRole, readonly AreaKey[]>> = {
  admin: [
    "dashboard",
    "comments",
    "messages",
    "prayer-requests",
    "applications",
    "subscribers",
    "posts",
    "pages",
    "categories",
    "tags",
    "sermons",
    "pictures",
    "newsletter",
    "staff",
    "activity",
    "outbox",
    "church",
    "settings",
    "account",
  ],
  leader: [
    "dashboard",
    "comments",
    "messages",
    "prayer-requests",
    "applications",
    "subscribers",
    "posts",
    "pages",
    "categories",
    "tags",
    "sermons",
    "pictures",
    "newsletter",
    "account",
  ],
  editor: ["dashboard", "comments", "posts", "pages", "categories", "tags", "sermons", "pictures", "account"],
  "ministry-leader": ["dashboard", "messages", "applications", "account"],
};
