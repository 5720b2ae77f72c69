import type { Kysely } from "kysely";
import type { GivingConfig } from "#server/config";
import type { Engine } from "#server/db/connection";
import type { Database } from "#server/db/schema";
import type { PaynowClient } from "#server/payments/paynow/client";

/** What the giving domain works with: the database, the site's origin, the configuration, Paynow. */
export interface GivingContext {
  db: Kysely<Database>;
  engine: Engine;
  /** The site's origin: Paynow's return and result URLs, and the receipt mails' links. */
  siteUrl: string;
  config: GivingConfig;
  paynow: PaynowClient;
}
