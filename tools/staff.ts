/**
 * `npm run staff -- <command>`: staff accounts from the command line (server/auth/staff-cli.ts says
 * which commands). Uses the same configuration as the server (DATABASE_URL, SITE_URL, .env), so
 * on a fresh server it writes to the database `npm start` reads. Compiled to build/node/staff.js.
 */
import { ConfigError, loadConfig } from "#server/config";
import { openDatabase } from "#server/db/connection";
import { migrateToLatest } from "#server/db/migrate";
import { loadEnvFile } from "#server/lib/env-file";
import { runStaffCommand } from "#server/auth/staff-cli";

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

async function main(): Promise<number> {
  loadEnvFile();
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      return 1;
    }
    throw error;
  }
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db, database.engine);
    return await runStaffCommand(process.argv.slice(2), {
      db: database.db,
      siteUrl: config.siteUrl,
      io: { out: (line) => console.log(line), err: (line) => console.error(line), readStdin },
    });
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
