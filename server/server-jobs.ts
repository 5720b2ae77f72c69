import type { Config } from "./config";
import type { DatabaseHandle } from "#server/db/connection";
import { describeError, secretsOf, withoutSecrets } from "#server/backups/error-text";
import { createJobRunner, type JobDefinition, type JobLog, type JobRunner } from "#server/jobs/runner";
import { DOMAINS } from "./domains";

/**
 * The jobs a server process runs, on one runner (server/jobs/runner.ts): each domain's (its
 * declaration's `jobs`, server/domains.ts). Every process of a site runs the same list; the
 * runner's lease lets one run each.
 */
export function serverJobs(config: Config, database: DatabaseHandle, log: JobLog): JobDefinition[] {
  return DOMAINS.flatMap((domain) => domain.jobs?.({ config, database, log }) ?? []).filter(
    (job): job is JobDefinition => job !== null,
  );
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
