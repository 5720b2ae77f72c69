import type { Route } from "./+types/own-page-edit";
import { staffTitle } from "~/ui/staff/format";
import { fieldErrorOf, idOfParams } from "~/ui/staff/forms";
import { ownPageInputOf } from "~/features/own-pages/form";
import { ArticleEditor, articleEditorState, articleFormAction, StatusChoice } from "~/features/editing/article-editor";
import { Checkbox, Field, TitleField } from "~/ui/staff/fields";
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

const KIND = { noun: "page", listPath: OWN_PAGES_PATH, listLabel: "Own pages" } as const;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  context.staff.requireArea("own-pages");
  const id = idOfParams(params);
  const page = id === null ? null : await context.staff.ownPages.form(id);
  if (id !== null && !page) throw new Response("Not found", { status: 404 });
  return { page, ...articleEditorState(request, id, KIND.noun) };
}

export async function action(args: Route.ActionArgs) {
  args.context.staff.requireArea("own-pages");
  return articleFormAction(args, OWN_PAGES_PATH, ownPageInputOf, args.context.staff.ownPages);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: staffTitle(loaderData?.page ? `Edit: ${loaderData.page.title}` : "New page") },
];

const STATUS_HINTS: Record<OwnPageStatus, string> = {
  draft: "only staff can see it",
  published: "on the site now",
};

export default function OwnPageEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { page, notice, confirmDelete } = loaderData;
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
    <ArticleEditor
      kind={KIND}
      article={page}
      notice={notice}
      problem={problem}
      postedVersion={typed?.version}
      confirmDelete={confirmDelete}
      deleteWarning={
        <>
          “{page?.title}” goes to the trash: it leaves the site (and the footer) at once. From the trash it can be
          restored, or deleted for good.
        </>
      }
      status={page ? OWN_PAGE_STATUS_LABELS[page.status] : "New page"}
      head={
        <>
          <TitleField defaultValue={value.title} error={errorOf("title")} />
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
        </>
      }
      content={value.content}
      image={value.image}
      coverLabel="Cover picture"
      errorOf={errorOf}
    >
      <StatusChoice
        statuses={OWN_PAGE_STATUSES}
        labels={OWN_PAGE_STATUS_LABELS}
        hints={STATUS_HINTS}
        value={value.status}
        error={errorOf("status")}
      />
      <Checkbox name="inFooter" defaultChecked={value.inFooter}>
        Show in the footer&apos;s quick links
      </Checkbox>
      <Field
        label="Position in the footer"
        name="footerOrder"
        inputMode="numeric"
        maxLength={3}
        defaultValue={value.footerOrder}
        error={errorOf("footerOrder")}
        hint={`1 to ${FOOTER_ORDER_MAX}: lower comes first, after the site's own links. Only a published page shows.`}
      />
    </ArticleEditor>
  );
}
