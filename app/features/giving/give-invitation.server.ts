import { GIVE_PATH } from "#contract/giving";
import type { GivingInvitation, GivingLink } from "./give-invitation";
import { GIVING_TEXTS } from "./texts";

/** The footer's link to /give once giving online is set up (PAYNOW_*); null otherwise. */
export function givingLinkOf(configured: boolean): GivingLink | null {
  return configured ? { to: GIVE_PATH, label: GIVING_TEXTS.giveLink } : null;
}

/** The home and about pages' invitation to give, once giving online is set up; null otherwise. */
export function givingInvitationOf(configured: boolean): GivingInvitation | null {
  const link = givingLinkOf(configured);
  return link ? { ...link, title: GIVING_TEXTS.title, text: GIVING_TEXTS.aboutGive } : null;
}
