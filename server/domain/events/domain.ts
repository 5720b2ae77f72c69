import { defineDomain } from "#server/domain/define-domain";
import { createEventService, createStaffEvents } from "./index";
import { eventRemindersJob } from "./reminders-job";

/**
 * The calendar: events and services, their dates, registrations. Its API's routes are this
 * domain's line of the route table (server/http/api/index.ts, DOMAIN_ROUTES.events), its pages are
 * in app/routes.ts; the service and the staff operations below are what they call.
 */
export const eventsDomain = defineDomain({
  name: "events",
  services: ({ db, siteUrl }) => ({ events: createEventService(db, siteUrl) }),
  /** Each operation asks `editEvents` and the member's ministries (./access.ts). */
  staff: ({ db, mail, require }) => ({ events: createStaffEvents(db, mail.siteUrl, require) }),
  areas: ["events"],
  permissions: ["editEvents"],
  /** New registrations, to those who keep the calendar (server/mail/notices.ts). */
  noticeKinds: ["registrations"],
  versionedTables: ["events", "event_exceptions"],
  /** The registrants' reminders, the day before, every five minutes (./reminders-job.ts). */
  jobs: ({ config, database }) => [eventRemindersJob(database.db, config.siteUrl)],
});
