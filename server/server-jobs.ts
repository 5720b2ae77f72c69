import type { Config } from "./config";
import type { DatabaseHandle } from "#server/db/connection";
import { backupJob } from "#server/backups/schedule";
import { describeError, secretsOf, withoutSecrets } from "#server/backups/error-text";
import { jobsHousekeeping } from "#server/jobs/overview";
import { createJobRunner, type JobDefinition, type JobLog, type JobRunner } from "#server/jobs/runner";
import { mailJobs } from "#server/mail/worker";

/**
 * The jobs a server process runs, on one runner (server/jobs/runner.ts): a new concept's jobs are
 * one line here. Every process of a site runs the same list; the runner's lease lets one run each.
 */
export function serverJobs(config: Config, database: DatabaseHandle, log: JobLog): JobDefinition[] {
  const { db, engine } = database;
  return [
    ...mailJobs({ db, engine, siteUrl: config.siteUrl, mail: config.mail, log }),
    backupJob({ config, handle: database, log }),
    jobsHousekeeping(db),
  ].filter((job): job is JobDefinition => job !== null);
}

export function createServerRunner(config: Config, database: DatabaseHandle, log: JobLog): JobRunner {
  return createJobRunner({
    db: database.db,
    engine: database.engine,
    jobs: serverJobs(config, database, log),
    wholeSchedule: true,
    log,
    // A failure's text may quote a connection URL: its passwords never reach the log or a page.
    describeError: (error) => withoutSecrets(describeError(error), secretsOf(config), 1000),
  });
}
