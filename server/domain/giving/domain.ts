import { defineDomain } from "#server/domain/define-domain";
import { GIVING_OFF } from "#server/config";
import { createGiving, createStaffGiving, givingContext } from "./giving";
import { givingPollerJob } from "./poller-job";

/**
 * Giving through Paynow (docs/decisions/048-giving-through-paynow.md): the giving page, the
 * giver's private links and Paynow's result URL call the public service (./giving.ts
 * createGiving); the treasurer's pages (/admin/giving) the staff operations (createStaffGiving);
 * the poller is a job, on only where an integration is configured.
 */
export const givingDomain = defineDomain({
  name: "giving",
  services: ({ db, engine, siteUrl, giving }) => ({
    giving: createGiving(givingContext({ db, engine, siteUrl, config: giving ?? GIVING_OFF })),
  }),
  /** Each operation asks `manageGiving` (admins and treasurers). */
  staff: ({ db, mail, require, giving }) => ({
    giving: createStaffGiving(givingContext({ db, siteUrl: mail.siteUrl, ...giving }), require),
  }),
  areas: ["giving"],
  permissions: ["manageGiving"],
  versionedTables: ["gift_funds"],
  jobs: ({ config, database }) => [
    Object.keys(config.giving.integrations).length > 0
      ? givingPollerJob(
          givingContext({ db: database.db, engine: database.engine, siteUrl: config.siteUrl, config: config.giving }),
        )
      : null,
  ],
});
