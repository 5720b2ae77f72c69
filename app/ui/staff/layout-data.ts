import type { NavItem } from "#server/domain/staff-lists/waiting-counts";
import type { StaffContext } from "#server/staff-context";

/** What the admin layout gives every staff page: who is signed in, their token and their staff lists. */
export interface StaffLayoutData {
  member: { name: string; roleLabel: string } | null;
  token: string;
  navigation: NavItem[];
}

/** The staff layout's data; the navigation (and its counts) only for a signed-in member. */
export async function staffLayoutData(staff: StaffContext): Promise<StaffLayoutData> {
  const member = staff.member;
  if (!member) return { member: null, token: "", navigation: [] };
  return {
    member: {
      name: member.name,
      roleLabel: staff.roles.find((role) => role.value === member.role)?.label ?? member.role,
    },
    token: staff.token,
    navigation: await staff.navigation(),
  };
}
