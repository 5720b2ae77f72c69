/**
 * `npm run staff -- <command>`: staff accounts from the command line (server/auth/staff-cli.ts says
 * which commands). Uses the same configuration as the server (DATABASE_URL, SITE_URL, .env), so
 * on a fresh server it writes to the database `npm start` reads. Compiled to build/node/staff.js.
 */
import { runStaffCommand } from "#server/auth/staff-cli";
import { loadToolConfig, runTool, withDatabase } from "#tools/lib/command-line";

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

async function main(): Promise<number> {
  const config = loadToolConfig({ configErrorCode: 1 });
  return withDatabase(config, (database) =>
    runStaffCommand(process.argv.slice(2), {
      db: database.db,
      siteUrl: config.siteUrl,
      io: { out: (line) => console.log(line), err: (line) => console.error(line), readStdin },
    }),
  );
}

runTool(main);
