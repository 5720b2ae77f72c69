/**
 * `npm run backup`: one archive of the database, the uploaded pictures and the sermon audio into
 * BACKUP_DIR (and the bucket when BACKUP_S3_PREFIX is set), then retention (server/backups/).
 * Uses the server's configuration (environment or .env), and may run while the server runs.
 * Compiled to build/node/backup.js for production. Exit 0 done, 1 failed or another backup
 * running, 2 misused.
 */
import { takeBackup } from "#server/backups/take-backup";
import { formatHarareDateTime } from "#server/lib/dates";
import { loadToolConfig, runTool, withDatabase } from "#tools/lib/command-line";

const USAGE =
  "Usage: npm run backup (the server's configuration: DATABASE_URL, MEDIA_DIR, BACKUP_DIR... from the environment or .env)";

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length > 0) {
    console.error(`${args.includes("--help") ? "" : `Unknown option ${args.join(" ")}\n`}${USAGE}`);
    return 2;
  }
  const config = loadToolConfig();
  return withDatabase(config, async (handle) => {
    const outcome = await takeBackup({
      config,
      handle,
      trigger: "command",
      log: {
        info: (line) => console.log(line),
        warn: (line) => console.warn(line),
        error: (line) => console.error(line),
      },
    });
    switch (outcome.status) {
      case "done": {
        const { archive, places, deleted, seconds } = outcome;
        const rows = Object.values(archive.manifest.counts).reduce((sum, n) => sum + n, 0);
        const mediaBytes = archive.manifest.media.reduce((sum, file) => sum + file.bytes, 0);
        console.log(`Backup ${archive.fileName}: ${(archive.bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s`);
        console.log(
          `  database (${archive.manifest.engine}): ${Object.keys(archive.manifest.counts).length} tables, ${rows} rows; media: ${archive.manifest.media.length} files, ${(mediaBytes / 1e6).toFixed(1)} MB`,
        );
        console.log(`  in ${places.join(" and ")}`);
        if (deleted.length > 0)
          console.log(`  older archives deleted (BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY): ${deleted.join(", ")}`);
        return 0;
      }
      case "busy":
        console.error(
          `Another backup is being taken (${outcome.running.holder}, since ${formatHarareDateTime(new Date(outcome.running.startedAt))} Harare time): try again when it is done.`,
        );
        return 1;
      case "taken":
        return 1;
      case "failed":
        // Already printed by the log line "Backup failed: ...".
        return 1;
    }
  });
}

runTool(main);
