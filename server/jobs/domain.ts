import { defineDomain, type StaffDeps } from "#server/domain/define-domain";
import { jobsHousekeeping, jobsOverview, type JobsOverview } from "./overview";

export interface StaffJobs {
  /** The background jobs: what runs, what failed (admins: readJobs; /admin/jobs and the dashboard). */
  jobs(): Promise<JobsOverview>;
}

function staffJobs({ db, require }: StaffDeps): StaffJobs {
  return {
    async jobs() {
      require("readJobs");
      return jobsOverview(db);
    },
  };
}

/** The job runner's own: its overview for admins, and the housekeeping of finished one-off jobs. */
export const jobsDomain = defineDomain({
  name: "jobs",
  staff: staffJobs,
  areas: ["jobs"],
  permissions: ["readJobs"],
  jobs: ({ database }) => [jobsHousekeeping(database.db)],
});
