import { defineDomain } from "#server/domain/define-domain";
import { createStaffGiving, givingContext } from "./giving";

/**
 * Giving through Paynow (docs/decisions/048-giving-through-paynow.md): its service and the
 * treasurer's operations (./giving.ts createGiving, createStaffGiving) need the giving
 * configuration and Paynow's client; the giving pages (/admin/giving) call the staff operations.
 */
export const givingDomain = defineDomain({
  name: "giving",
  /** Each operation asks `manageGiving` (admins and treasurers). */
  staff: ({ db, mail, require, giving }) => ({
    giving: createStaffGiving(givingContext({ db, siteUrl: mail.siteUrl, ...giving }), require),
  }),
  areas: ["giving"],
  permissions: ["manageGiving"],
  versionedTables: ["gift_funds"],
});
