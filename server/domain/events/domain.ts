import { defineDomain } from "#server/domain/define-domain";
import { createEventService, createStaffEvents } from "./index";

/**
 * The calendar: events and services, their dates, registrations. Its public pages and API are
 * not wired yet: when they come, the API's routes join this domain's line of the route table
 * (server/http/api/index.ts, DOMAIN_ROUTES.events) and the pages app/routes.ts; the service and the
 * staff operations below are what they call. The reminders' job joins `jobs` with them.
 */
export const eventsDomain = defineDomain({
  name: "events",
  services: ({ db, siteUrl }) => ({ events: createEventService(db, siteUrl) }),
  /** Each operation asks `editEvents` and the member's ministries (./access.ts). */
  staff: ({ db, mail, require }) => ({ events: createStaffEvents(db, mail.siteUrl, require) }),
  areas: ["events"],
  permissions: ["editEvents"],
  versionedTables: ["events", "event_exceptions"],
});
