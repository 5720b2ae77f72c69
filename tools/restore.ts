/**
 * `npm run restore -- FILE [--force]`: an archive of `npm run backup` into the database
 * DATABASE_URL names and MEDIA_DIR (or the bucket), which must be empty unless --force
 * (server/backups/restore.ts). Stop the server first. Prints the rows of every table beside the
 * manifest's. Compiled to build/node/restore.js. Exit 0 restored and every count equal, 1
 * refused or a count differs, 2 misused.
 */
import { restoreArchive, RestoreRefused } from "#server/backups/restore";
import { loadToolConfig, runTool } from "#tools/lib/command-line";

const USAGE =
  "Usage: npm run restore -- FILE [--force] (into the DATABASE_URL and MEDIA_DIR of the environment or .env; stop the server first)";

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const force = args.includes("--force");
  const rest = args.filter((arg) => arg !== "--force");
  if (rest.length !== 1 || rest[0]!.startsWith("-")) {
    console.error(`${rest.length === 0 || args.includes("--help") ? "" : `Unexpected ${rest.join(" ")}\n`}${USAGE}`);
    return 2;
  }
  const config = loadToolConfig();
  try {
    const report = await restoreArchive({ config, archive: rest[0]!, force, log: (line) => console.log(line) });
    const width = Math.max(...report.counts.map((row) => row.table.length));
    console.log(`${"table".padEnd(width)}  manifest  restored`);
    for (const row of report.counts) {
      const mark = row.expected === row.restored ? "" : "  <- differs";
      console.log(
        `${row.table.padEnd(width)}  ${String(row.expected).padStart(8)}  ${String(row.restored).padStart(8)}${mark}`,
      );
    }
    const differ = report.counts.filter((row) => row.expected !== row.restored);
    if (differ.length > 0) {
      console.error(`${differ.length} tables differ from the manifest: ${differ.map((row) => row.table).join(", ")}.`);
      return 1;
    }
    if (report.manifest.missing.length > 0) {
      console.warn(
        `The archive's manifest lists ${report.manifest.missing.length} media files that were already gone when it was taken.`,
      );
    }
    console.log(
      "Restored, and every table has the rows the manifest says. Start the server: it draws the illustrations again (a minute or more the first time).",
    );
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefused) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

runTool(main);
