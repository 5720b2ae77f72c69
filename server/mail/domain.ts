import { defineDomain } from "#server/domain/define-domain";
import { createStaffMail } from "./staff-operations";
import { mailJobs } from "./worker";

/** Mail: the outbox and its worker, staff notices and the digest, the newsletter's sending. */
export const mailDomain = defineDomain({
  name: "mail",
  /** The outbox and the digest's time (admins), one's own notices, the newsletter (admins, leaders). */
  staff: ({ db, mail, require }) => ({ mail: createStaffMail(db, mail, require) }),
  areas: ["outbox"],
  jobs: ({ config, database, log }) =>
    mailJobs({ db: database.db, engine: database.engine, siteUrl: config.siteUrl, mail: config.mail, log }),
});
