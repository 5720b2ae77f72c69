import { ministryScope, requirePermission, type StaffRole } from "#server/auth/permissions";

/**
 * Who may change which event (docs/product.md, Staff side): admins, leaders and editors every
 * event; a ministry leader only the events of the ministries they lead (an event of no ministry, or
 * of another, is not theirs: its page is a 404, as the other lists do). Every operation asks
 * `editEvents` first.
 */
export interface EventEditor {
  role: StaffRole;
  ministries: readonly string[];
}

export function requireEvents(member: EventEditor): void {
  requirePermission(member, "editEvents");
}

/** Whether `member` may change an event of `ministry` (null: of no ministry). */
export function mayEditEventOf(member: EventEditor, ministry: string | null): boolean {
  const scope = ministryScope(member);
  return scope.all || (ministry !== null && scope.ministries.includes(ministry));
}

/** The ministries whose events `member` sees in the staff list: all (null), or those they lead. */
export function eventMinistriesOf(member: EventEditor): readonly string[] | null {
  const scope = ministryScope(member);
  return scope.all ? null : scope.ministries;
}
