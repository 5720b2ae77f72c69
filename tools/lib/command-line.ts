/**
 * What every command-line tool of the site (seed, staff, backup, restore) does around its own
 * work: read `.env` and the configuration as the server does, open and migrate the database,
 * close it, and turn the outcome into an exit code. 0 done, 1 failed, 2 misused (unless a tool
 * says otherwise).
 */
import { ConfigError, loadConfig, type Config } from "#server/config";
import { openDatabase, type DatabaseHandle } from "#server/db/connection";
import { migrateToLatest } from "#server/db/migrate";
import { DATA_UPGRADES } from "#server/seed/upgrades";
import { loadEnvFile } from "#server/lib/env-file";

/** Ends the tool with `code` after printing `message` on stderr. */
export class ToolExit extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The server's configuration, from the environment and `.env`. A configuration error is printed
 * as one sentence and ends the tool with `configErrorCode`. With `databaseUrlUsage`, an unset
 * DATABASE_URL is refused instead of falling back to the default database.
 */
export function loadToolConfig({
  configErrorCode = 2,
  databaseUrlUsage,
}: { configErrorCode?: number; databaseUrlUsage?: string } = {}): Config {
  loadEnvFile();
  if (databaseUrlUsage && !process.env.DATABASE_URL?.trim()) {
    throw new ToolExit(2, `DATABASE_URL is not set: name the database explicitly.\n${databaseUrlUsage}`);
  }
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) throw new ToolExit(configErrorCode, `Configuration error: ${error.message}`);
    throw error;
  }
}

/** Opens the configured database, brings it to the latest migration, runs `work`, closes it. */
export async function withDatabase<T>(config: Config, work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = openDatabase(config.database);
  try {
    await migrateToLatest(handle.db, handle.engine, DATA_UPGRADES);
    return await work(handle);
  } finally {
    await handle.close();
  }
}

/** Runs a tool's `main` and exits with its code; anything unexpected prints its message and exits 1. */
export function runTool(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof ToolExit) {
        console.error(error.message);
        process.exit(error.code);
      }
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
