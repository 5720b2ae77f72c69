import type { Route } from "./+types/newsletter";
import { handleNewsletterPost } from "~/features/newsletter/action.server";

/** Where the footer's and the sidebar's newsletter forms post without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleNewsletterPost(request, context);
}

/** Nothing to show: the forms post here and are sent back to their page. */
export function loader() {
  return new Response(null, { status: 405, headers: { allow: "POST" } });
}
