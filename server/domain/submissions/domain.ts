import { defineDomain } from "#server/domain/define-domain";
import { createStaffLists } from "#server/domain/staff-lists";
import { createSubmissionService } from "./submissions";

/**
 * What visitors send (contact messages, prayer requests, ministry applications): stored by the
 * public forms, read and answered in the staff inbox (server/domain/staff-lists/), each list asking
 * its permission first and a ministry leader's limited to their ministries.
 */
export const submissionsDomain = defineDomain({
  name: "submissions",
  services: ({ db, siteUrl }) => ({ submissions: createSubmissionService(db, siteUrl) }),
  /** The staff lists and their items (server/domain/staff-lists/), each asking its permission first. */
  staff: ({ db, require }) => ({ lists: createStaffLists(db, require) }),
  areas: ["messages", "prayer-requests", "applications"],
  permissions: ["readMessages", "readPrayerRequests", "readApplications"],
  noticeKinds: ["messages", "prayer-requests", "private-prayer-requests", "applications"],
});
