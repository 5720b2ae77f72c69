import { defineDomain } from "#server/domain/define-domain";

/**
 * The newsletter's subscribers and the newsletter itself: visitors subscribe through the
 * submissions' service; staff read the list (context.staff.lists) and write the newsletter
 * (context.staff.mail, server/mail/).
 */
export const subscribersDomain = defineDomain({
  name: "subscribers",
  areas: ["subscribers", "newsletter"],
  permissions: ["manageSubscribers"],
});
