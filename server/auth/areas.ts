import { RESUMABLE_UPLOADS_PATH } from "#contract/uploads";
import { OWN_PAGES_PATH } from "#contract/own-pages";
import { can, requirePermission, type Permission, type StaffRole } from "./permissions";

/**
 * The back office's areas, in the navigation's order: the path each lives under and the
 * permission it needs. This table is the one place an area's permission is stated: the staff
 * guard (server/http/staff-guard.ts) reads it for every /admin request, the staff layout's navigation and
 * its waiting counts are built from it, and each staff page's loader asks for its area by key
 * (context.staff.requireArea): one definition of who goes where.
 */
export interface StaffArea {
  key: AreaKey;
  label: string;
  path: string;
  permission: Permission;
}

export type AreaKey =
  | "dashboard"
  | "comments"
  | "messages"
  | "prayer-requests"
  | "applications"
  | "subscribers"
  | "posts"
  | "pages"
  | "own-pages"
  | "categories"
  | "tags"
  | "sermons"
  | "pictures"
  | "newsletter"
  | "staff"
  | "activity"
  | "outbox"
  | "jobs"
  | "church"
  | "settings"
  | "account"
  | "uploads"
  | "events"
  | "giving";

export const STAFF_AREAS: readonly StaffArea[] = [
  { key: "dashboard", label: "Dashboard", path: "/admin", permission: "useBackOffice" },
  { key: "comments", label: "Comments", path: "/admin/comments", permission: "moderateComments" },
  { key: "messages", label: "Messages", path: "/admin/messages", permission: "readMessages" },
  {
    key: "prayer-requests",
    label: "Prayer requests",
    path: "/admin/prayer-requests",
    permission: "readPrayerRequests",
  },
  { key: "applications", label: "Applications", path: "/admin/applications", permission: "readApplications" },
  { key: "subscribers", label: "Subscribers", path: "/admin/subscribers", permission: "manageSubscribers" },
  { key: "posts", label: "Posts", path: "/admin/posts", permission: "editContent" },
  { key: "categories", label: "Categories", path: "/admin/categories", permission: "editContent" },
  { key: "tags", label: "Tags", path: "/admin/tags", permission: "editContent" },
  { key: "sermons", label: "Sermons", path: "/admin/sermons", permission: "editContent" },
  { key: "events", label: "Events", path: "/admin/events", permission: "editEvents" },
  { key: "pictures", label: "Pictures", path: "/admin/pictures", permission: "editContent" },
  { key: "pages", label: "Pages", path: "/admin/pages", permission: "editPages" },
  { key: "newsletter", label: "Newsletter", path: "/admin/newsletter", permission: "manageSubscribers" },
  { key: "giving", label: "Giving", path: "/admin/giving", permission: "manageGiving" },
  { key: "staff", label: "Staff", path: "/admin/staff", permission: "manageStaff" },
  { key: "activity", label: "Activity", path: "/admin/activity", permission: "readActivity" },
  { key: "outbox", label: "Outbox", path: "/admin/outbox", permission: "manageSettings" },
  { key: "jobs", label: "Jobs", path: "/admin/jobs", permission: "readJobs" },
  { key: "church", label: "Church details", path: "/admin/church", permission: "manageSettings" },
  { key: "settings", label: "Settings", path: "/admin/settings", permission: "manageSettings" },
  { key: "account", label: "Account", path: "/admin/account", permission: "useBackOffice" },
];

/**
 * Areas that are no room of the navigation: staff's own pages sit under Pages (whose own page
 * lists them), and the resumable uploads' endpoint (server/http/uploads/resumable.ts) is open to
 * whoever may upload sermon audio and pictures.
 */
const INNER_AREAS: readonly StaffArea[] = [
  { key: "own-pages", label: "Own pages", path: OWN_PAGES_PATH, permission: "editContent" },
  { key: "uploads", label: "Uploads", path: RESUMABLE_UPLOADS_PATH, permission: "editContent" },
];

/** Every area, the navigation's and the inner ones (each owned by one domain: server/domains.ts). */
export const ALL_AREAS: readonly StaffArea[] = [...STAFF_AREAS, ...INNER_AREAS];

/** The area of `key`. */
export function areaByKey(key: AreaKey): StaffArea {
  const found = [...STAFF_AREAS, ...INNER_AREAS].find((area) => area.key === key);
  if (!found) throw new Error(`Unknown staff area: ${key}`);
  return found;
}

/** Whether `role` may open `area`: the area's permission, the same check for the guard, the navigation and the loaders. */
export function mayOpen(role: StaffRole, area: StaffArea | AreaKey): boolean {
  return can(role, (typeof area === "string" ? areaByKey(area) : area).permission);
}

/** Throws StaffForbidden unless `member`'s role may open `area`: a service's own check, behind the guard's. */
export function requireArea(member: { role: StaffRole }, area: AreaKey): void {
  requirePermission(member, areaByKey(area).permission);
}
/** Pages anyone may open: the way in, and the links mailed to a member (a new password, a new address). */
export const SIGN_IN_PATH = "/admin/sign-in";
export const WELCOME_PATH = "/admin/welcome";
export const FORGOT_PATH = "/admin/forgot";
export const RESET_PATH = "/admin/reset";
export const CONFIRM_EMAIL_PATH = "/admin/confirm-email";

/** Open to anyone, the page or its React Router data request (`/admin/sign-in.data` is the form's post with JavaScript). */
export function isOpenStaffPath(path: string): boolean {
  const bare = withoutDataSuffix(path);
  return (
    bare === SIGN_IN_PATH ||
    bare === FORGOT_PATH ||
    [WELCOME_PATH, RESET_PATH, CONFIRM_EMAIL_PATH].some((prefix) => bare.startsWith(`${prefix}/`))
  );
}

function withoutDataSuffix(path: string): string {
  return path.endsWith(".data") ? path.slice(0, -".data".length) : path;
}

/**
 * The path of a request target (path and query) as React Router will match it, for the guard: the
 * URL parser's reading first (server/http/react-router.ts builds the page's URL with it, which resolves
 * `..`, `%2e%2e` and backslashes), then percent-escapes decoded in each segment, repeated slashes
 * folded and letters lower-cased (routes match without case). Else `/ADMIN/staff`,
 * `/admin/%73taff` or `/admin/sign-in/../staff` would reach a staff page the guard did not see as one.
 */
export function canonicalPath(target: string): string {
  let pathname: string;
  try {
    pathname = new URL(`http://site${target}`).pathname;
  } catch {
    pathname = target.split("?", 1)[0]!;
  }
  const decoded = pathname
    .split("/")
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, "%2F");
      } catch {
        return segment;
      }
    })
    .join("/");
  return decoded.replace(/\/{2,}/g, "/").toLowerCase();
}

export function isStaffPath(path: string): boolean {
  return path === "/admin" || path.startsWith("/admin/") || path === "/admin.data";
}

/**
 * The area a staff path belongs to (the longest matching prefix), its React Router data suffix
 * (`.data`) ignored; the dashboard for /admin itself and any unknown path under it.
 */
export function areaOf(path: string): StaffArea {
  const bare = withoutDataSuffix(path);
  let found = STAFF_AREAS[0]!;
  for (const area of [...STAFF_AREAS, ...INNER_AREAS]) {
    if (area.path === "/admin") continue;
    if (bare === area.path || bare.startsWith(`${area.path}/`)) found = area;
  }
  return found;
}
