// Placeholder: built by its issue.
export function loader() {
  return new Response("", { status: 404 });
}
