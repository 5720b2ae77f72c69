import type { Route } from "./+types/sign-out";
import { formText } from "#contract/forms";

/** POST /admin/sign-out ends this session (`everywhere=1`: every session of the member) and goes to sign in. */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  return context.staff.signOut(formText(form, "everywhere") === "1");
}

/** Opened as a page: nothing to show, the dashboard (or sign-in) instead. */
export function loader() {
  return new Response(null, { status: 303, headers: { location: "/admin" } });
}
