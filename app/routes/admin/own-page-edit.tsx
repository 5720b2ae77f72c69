import { data, redirect } from "react-router";
import type { Route } from "./+types/own-page-edit";
import { staffTime, staffTitle } from "~/ui/staff/format";
import { formText } from "#contract/forms";
import { fieldErrorOf, idOfParams, problemStatus, problemText } from "~/ui/staff/forms";
import { ownPageInputOf } from "~/features/own-pages/form";
import { PostContentField } from "~/features/blog/editor/post-content-field";
import { PictureField } from "~/features/pictures/picture-field";
import {
  BackLink,
  Button,
  Field,
  FieldError,
  LABEL,
  Notice,
  PageHeading,
  Section,
  StaffForm,
  useStaffLayout,
} from "~/ui/staff/fields";
import type { PageScriptsHandle } from "~/lib/page-scripts";
import {
  FOOTER_ORDER_MAX,
  OWN_PAGE_STATUS_LABELS,
  OWN_PAGE_STATUSES,
  OWN_PAGES_PATH,
  type OwnPageStatus,
} from "#contract/own-pages";

/**
 * /admin/pages/own/new and /admin/pages/own/{id}: the form of a page staff make. It posts
 * urlencoded and saves without JavaScript (Content is then a textarea of HTML); with it, the post
 * editor's rich-text field takes the textarea's place (its handle runs scripts, as the post form's).
 * Preview posts the form to the preview page (a new tab) without saving; Delete asks first.
 */
export const handle: PageScriptsHandle = { scripts: true };

const NOTICES = {
  saved: "The page is saved.",
  restored: "The revision is restored (and saved as a new revision).",
  untrashed: "The page is back from the trash, as a draft.",
} as const;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  context.staff.requireArea("own-pages");
  const id = idOfParams(params);
  const page = id === null ? null : await context.staff.ownPages.form(id);
  if (id !== null && !page) throw new Response("Not found", { status: 404 });
  const url = new URL(request.url);
  const notice = url.searchParams.get("notice");
  return {
    page,
    notice: notice && notice in NOTICES ? NOTICES[notice as keyof typeof NOTICES] : null,
    confirmDelete: url.searchParams.get("confirm") === "delete" && id !== null,
  };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  context.staff.requireArea("own-pages");
  const id = idOfParams(params);
  const form = await request.formData();
  const intent = formText(form, "intent");
  if (id !== null && intent === "delete") return redirect(`${OWN_PAGES_PATH}/${id}?confirm=delete`, 303);
  if (id !== null && intent === "delete-confirmed") {
    if (!(await context.staff.ownPages.trash(id))) throw new Response("Not found", { status: 404 });
    return redirect(`${OWN_PAGES_PATH}?trashed=1`, 303);
  }
  const input = ownPageInputOf(form);
  const result = await context.staff.ownPages.save(id, input).catch(context.staff.refusedSave);
  if (result === null) throw new Response("Not found", { status: 404 });
  if ("message" in result) return data({ problem: result, input }, { status: problemStatus(result) });
  return redirect(`${OWN_PAGES_PATH}/${result.id}?notice=saved`, 303);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: staffTitle(loaderData?.page ? `Edit: ${loaderData.page.title}` : "New page") },
];

const LINK =
  "inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200";

const STATUS_HINTS: Record<OwnPageStatus, string> = {
  draft: "only staff can see it",
  published: "on the site now",
};

export default function OwnPageEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { page, notice, confirmDelete } = loaderData;
  const csrfToken = useStaffLayout()?.token ?? "";
  const problem = actionData?.problem ?? null;
  const typed = actionData?.input;
  const errorOf = (field: string) => fieldErrorOf(problem, field);
  const value = {
    title: typed?.title ?? page?.title ?? "",
    slug: typed?.slug ?? page?.slug ?? "",
    content: typed?.content ?? page?.content ?? "",
    image: typed?.image ?? page?.image ?? "",
    status: typed?.status ?? page?.status ?? "draft",
    inFooter: typed ? typed.inFooter : (page?.inFooter ?? false),
    footerOrder: typed?.footerOrder ?? String(page?.footerOrder ?? 1),
  };
  return (
    <div className="w-full max-w-3xl">
      <BackLink href={OWN_PAGES_PATH}>Own pages</BackLink>
      <PageHeading title={page ? "Edit page" : "New page"}>
        {page ? (
          <p>
            {page.publicPath ? (
              <a className="underline underline-offset-2" href={page.publicPath}>
                {page.publicPath}
              </a>
            ) : (
              <>Draft: not on the site.</>
            )}{" "}
            Last saved {staffTime(page.updatedAt)}.{" "}
            <a className="underline underline-offset-2" href={`${OWN_PAGES_PATH}/${page.id}/revisions`}>
              Revisions
            </a>
          </p>
        ) : null}
      </PageHeading>
      <div className="mb-6 space-y-3">
        {notice && !problem ? <Notice tone="success">{notice}</Notice> : null}
        {problem ? <Notice tone="error">{problemText("The page is not saved:", problem)}</Notice> : null}
      </div>

      {page && confirmDelete ? (
        <Section title="Delete this page?">
          <div className="space-y-3">
            <p>
              “{page.title}” goes to the trash: it leaves the site (and the footer) at once. From the trash it can be
              restored, or deleted for good.
            </p>
            <div className="flex flex-wrap items-center gap-4">
              <StaffForm>
                <input type="hidden" name="intent" value="delete-confirmed" />
                <Button variant="danger">Yes, move it to the trash</Button>
              </StaffForm>
              <a href={`${OWN_PAGES_PATH}/${page.id}`} className={LINK}>
                Cancel
              </a>
            </div>
          </div>
        </Section>
      ) : null}

      <Section title="Page">
        <StaffForm className="space-y-5" aria-label="Page">
          <Field
            label="Title"
            name="title"
            required
            maxLength={200}
            defaultValue={value.title}
            error={errorOf("title")}
          />
          <Field
            label="Address"
            name="slug"
            maxLength={200}
            defaultValue={value.slug}
            error={errorOf("slug")}
            autoCapitalize="none"
            spellCheck={false}
            hint="The page opens at /<address>, e.g. plan-your-visit. Made from the title when left empty; lower-case letters, digits and hyphens, and not an address the site already uses."
          />
          <PostContentField defaultValue={value.content} error={errorOf("content")} csrfToken={csrfToken} />
          <PictureField label="Cover picture" name="image" value={value.image} error={errorOf("image")} />
          <fieldset aria-describedby={errorOf("status") ? "status-error" : undefined}>
            <legend className={LABEL}>Status</legend>
            <div className="mt-2 space-y-1">
              {OWN_PAGE_STATUSES.map((status) => (
                <label key={status} className="flex min-h-11 items-center gap-3 text-base">
                  <input
                    type="radio"
                    name="status"
                    value={status}
                    defaultChecked={value.status === status}
                    className="h-5 w-5 accent-brand-700"
                  />
                  <span>
                    <span className="font-semibold">{OWN_PAGE_STATUS_LABELS[status]}</span>
                    <span className="text-slate-600 dark:text-slate-300"> ({STATUS_HINTS[status]})</span>
                  </span>
                </label>
              ))}
            </div>
            {errorOf("status") ? <FieldError id="status-error">{errorOf("status")}</FieldError> : null}
          </fieldset>
          <label className="flex min-h-11 items-center gap-3 text-base font-semibold">
            <input
              type="checkbox"
              name="inFooter"
              value="1"
              defaultChecked={value.inFooter}
              className="h-5 w-5 accent-brand-700"
            />
            Show in the footer&apos;s quick links
          </label>
          <Field
            label="Position in the footer"
            name="footerOrder"
            inputMode="numeric"
            maxLength={3}
            defaultValue={value.footerOrder}
            error={errorOf("footerOrder")}
            hint={`1 to ${FOOTER_ORDER_MAX}: lower comes first, after the site's own links. Only a published page shows.`}
          />
          <div className="flex flex-wrap gap-3">
            <Button name="intent" value="save">
              Save
            </Button>
            {page ? (
              <>
                {/* The form's fields, unsaved, as the public page shows them: a new tab. */}
                <Button
                  variant="secondary"
                  name="intent"
                  value="preview"
                  formAction={`${OWN_PAGES_PATH}/${page.id}/preview`}
                  formTarget="_blank"
                  formNoValidate
                >
                  Preview
                </Button>
                <Button variant="danger" name="intent" value="delete" formNoValidate>
                  Delete
                </Button>
              </>
            ) : null}
          </div>
          {page ? null : (
            <p className="text-sm text-slate-600 dark:text-slate-300">Save the page (as a draft) to preview it.</p>
          )}
        </StaffForm>
      </Section>
    </div>
  );
}
