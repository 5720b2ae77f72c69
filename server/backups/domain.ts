import { defineDomain, type StaffDeps } from "#server/domain/define-domain";
import { backupState, type BackupState } from "./runs";
import { backupJob } from "./schedule";

/** What the dashboard says of the backups: the last run, the last good one, and the settings it names. */
export interface BackupSummary extends BackupState {
  /** BACKUP_TIME, Harare; null when automatic backups are off. */
  time: string | null;
  /** Where archives go (BACKUP_DIR, the bucket's prefix). */
  places: string[];
}

export interface StaffBackups {
  /** The backups' state for the dashboard (admins: readBackups). */
  backups(): Promise<BackupSummary>;
}

function staffBackups({ db, require, backups }: StaffDeps): StaffBackups {
  return {
    async backups() {
      require("readBackups");
      return { ...(await backupState(db)), ...backups };
    },
  };
}

/** Backups: the daily archive (BACKUP_TIME) and what the dashboard says of it. */
export const backupsDomain = defineDomain({
  name: "backups",
  staff: staffBackups,
  permissions: ["readBackups"],
  jobs: ({ config, database, log }) => [backupJob({ config, handle: database, log })],
});
