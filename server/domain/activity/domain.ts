import { areaByKey, type AreaKey } from "#server/auth/areas";
import { can } from "#server/auth/permissions";
import { defineDomain, type StaffDeps } from "#server/domain/define-domain";
import { staffFormProblem } from "#server/lib/staff-input";
import { activityFacets, listActivity, type ActivityFilter, type ActivityRow, type ItemType } from "./activity";

/** Who may read an item's history besides an admin: those who may open the item's area. */
const HISTORY_AREAS: Record<ItemType, AreaKey> = {
  staff: "staff",
  comment: "comments",
  message: "messages",
  prayer_request: "prayer-requests",
  application: "applications",
  subscriber: "subscribers",
  post: "posts",
  sermon: "sermons",
  picture: "pictures",
  category: "categories",
  tag: "tags",
  setting: "settings",
  church: "church",
  page: "pages",
  own_page: "own-pages",
};

/** The activity log (admin only): a page of rows newest first, the filters' choices, one item's history. */
export interface StaffActivity {
  activity(filter: ActivityFilter, page: number): Promise<{ rows: ActivityRow[]; total: number; pageCount: number }>;
  activityFacets(): Promise<{ actions: string[]; itemTypes: string[] }>;
  activityOf(itemType: ItemType, itemId: string | number): Promise<ActivityRow[]>;
}

function staffActivity({ db, require }: StaffDeps): StaffActivity {
  return {
    async activity(filter, page) {
      require("readActivity");
      // A filter holding a NUL (staffText's rule) is one no row can match: never a query PostgreSQL refuses.
      if (staffFormProblem(filter)) return { rows: [], total: 0, pageCount: 1 };
      return listActivity(db, filter, page);
    },
    async activityFacets() {
      require("readActivity");
      return activityFacets(db);
    },
    async activityOf(itemType, itemId) {
      // An item's history is for whoever may open the item (its page checked the member's scope).
      const self = require("useBackOffice");
      if (!can(self.role, "readActivity")) require(areaByKey(HISTORY_AREAS[itemType]).permission);
      const rows: ActivityRow[] = [];
      // Every page of the item's history: an item's own log is short.
      for (let page = 1; ; page++) {
        const result = await listActivity(db, { itemType, itemId: String(itemId) }, page);
        rows.push(...result.rows);
        if (rows.length >= result.total || result.rows.length === 0) return rows;
      }
    },
  };
}

/** The activity log: every staff change, who made it and when (each domain records its own rows). */
export const activityDomain = defineDomain({
  name: "activity",
  staff: staffActivity,
  areas: ["activity"],
  permissions: ["readActivity"],
});
