import { defineDomain } from "#server/domain/define-domain";

/**
 * Giving through Paynow (docs/decisions/048-giving-through-paynow.md): its service and the
 * treasurer's operations (./giving.ts createGiving, createStaffGiving) need the giving
 * configuration and Paynow's client; they join `services`, `staff` and `jobs` (the poller) here
 * with the giving pages, which do not exist yet.
 */
export const givingDomain = defineDomain({
  name: "giving",
  permissions: ["manageGiving"],
  versionedTables: ["gift_funds"],
});
