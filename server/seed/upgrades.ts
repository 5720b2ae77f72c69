import type { DataUpgrades } from "#server/db/migrate";
import { markEarlierDemo } from "./index";

/**
 * The data upgrades the server and the command-line tools run after the migrations that make them
 * possible (server/db/migrate.ts `migrateToLatest`). A database seeded before the seed marked what
 * it put in gets its marks once (decision 043).
 */
export const DATA_UPGRADES: DataUpgrades = {
  "026_demo_content": markEarlierDemo,
};
