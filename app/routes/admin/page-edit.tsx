import { data, redirect } from "react-router";
import type { Route } from "./+types/page-edit";
import { postedOf, postedPage, type PageErrors } from "#contract/page-content";
import { staffTitle } from "~/ui/staff/format";
import { BackLink, Notice, PageHeading } from "~/ui/staff/fields";
import { PageForm } from "~/features/pages/page-form";
import { VersionField } from "~/features/editing/version-field";
import { errorsStatus } from "~/ui/staff/forms";
import { formText } from "#contract/forms";
import { EDIT_VERSION_FIELD } from "#contract/edit-versions";

/**
 * /admin/pages/{page}: one built-in page's form (app/features/pages/page-form.tsx). A page the
 * member may not edit (another ministry's, for a ministry leader) is a 404, as if it did not exist.
 */

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: staffTitle(loaderData ? loaderData.definition.title : "Page not found") },
];

export async function loader({ params, context, request }: Route.LoaderArgs) {
  context.staff.requireArea("pages");
  const found = await context.staff.pageDocument(params.page);
  if (!found) throw new Response("Not found", { status: 404 });
  return {
    definition: found.definition,
    values: postedOf(found.definition, found.document),
    version: found.version,
    saved: new URL(request.url).searchParams.get("saved") === "1",
  };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  context.staff.requireArea("pages");
  const found = await context.staff.pageDocument(params.page);
  if (!found) throw new Response("Not found", { status: 404 });
  const form = await request.formData();
  const typed = postedPage(found.definition, (name) =>
    form.getAll(name).map((value) => (typeof value === "string" ? value : "")),
  );
  const version = formText(form, EDIT_VERSION_FIELD);
  const errors: PageErrors | "not-found" | null = await context.staff
    .savePageDocument(params.page, typed, version)
    .catch((error: unknown) => ({ "": context.staff.refusedSave(error).message }));
  if (errors === "not-found") throw new Response("Not found", { status: 404 });
  if (errors) return data({ errors, typed, version }, { status: errorsStatus(errors) });
  return redirect(`/admin/pages/${found.definition.key}?saved=1`, 303);
}

export default function PageEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { definition } = loaderData;
  const errors: PageErrors = actionData?.errors ?? {};
  return (
    <div className="w-full max-w-3xl">
      <BackLink href="/admin/pages">All pages</BackLink>
      <PageHeading title={definition.title}>
        <p>
          {definition.about}{" "}
          <a className="underline" href={definition.path} target="_blank" rel="noopener">
            See the page
          </a>{" "}
          <a className="underline" href={`/admin/pages/${definition.key}/revisions`}>
            Revisions
          </a>
        </p>
      </PageHeading>
      {loaderData.saved && !actionData ? <Notice tone="success">The page is saved.</Notice> : null}
      <PageForm definition={definition} values={actionData?.typed ?? loaderData.values} errors={errors}>
        <VersionField
          current={loaderData.version}
          posted={actionData?.version}
          problemField={errors[EDIT_VERSION_FIELD] ? EDIT_VERSION_FIELD : null}
        />
      </PageForm>
    </div>
  );
}
