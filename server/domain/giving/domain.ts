import { defineDomain } from "#server/domain/define-domain";
import type { GivingConfig } from "#server/config";
import { createGiving, givingContext } from "./giving";
import { givingPollerJob } from "./poller-job";

/** Giving off: no integration, so the giving page shows the church's other ways to give. */
export const NO_GIVING: GivingConfig = {
  paynowUrl: "https://www.paynow.co.zw",
  integrations: {},
  merchantEmail: null,
  maxCents: { USD: 0, ZWG: 0 },
  timeoutMs: 20_000,
};

/**
 * Giving through Paynow (docs/decisions/048-giving-through-paynow.md): the giving page, the
 * giver's private links and Paynow's result URL call the public service (./giving.ts
 * createGiving); the poller is a job, on only where an integration is configured.
 */
export const givingDomain = defineDomain({
  name: "giving",
  services: ({ db, engine, siteUrl, giving }) => ({
    giving: createGiving(givingContext({ db, engine, siteUrl, config: giving ?? NO_GIVING })),
  }),
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
