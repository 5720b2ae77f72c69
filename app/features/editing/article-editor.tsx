import type { ReactNode } from "react";
import { data, redirect } from "react-router";
import { formText } from "#contract/forms";
import { PostContentField } from "~/features/blog/editor/post-content-field";
import { PictureField } from "~/features/pictures/picture-field";
import { staffTime } from "~/ui/staff/format";
import { VersionField } from "./version-field";
import { EditorBar } from "~/ui/staff/editor-bar";
import { idOfParams, problemStatus, type SaveProblem } from "~/ui/staff/forms";
import {
  BackLink,
  Button,
  FieldError,
  LABEL,
  Notice,
  PageHeading,
  Section,
  StaffForm,
  useStaffLayout,
} from "~/ui/staff/fields";

/**
 * What the editors of posts and own pages share: the page around the form (where the article
 * stands, the notices, Delete's question), the rich text (the rich-text editor with its pictures;
 * a textarea of HTML without JavaScript) with its cover picture, the status choice, Preview and
 * Delete; and the form's answer (Delete asks first, else a save).
 */

/** The kind of article an editor writes: its noun in the page's sentences, and where its list is. */
export interface ArticleKind {
  noun: "post" | "page";
  /** The staff list of this kind; an article's form is at `{listPath}/{id}`. */
  listPath: string;
  /** The back link's words. */
  listLabel: string;
}

/** The article being edited, as the page around the form shows it. */
export interface EditedArticle {
  id: number;
  /** The public page, when a visitor can open it now. */
  publicPath: string | null;
  updatedAt: string | null;
  /** The version the form is opened at (a stale form's save is refused: contract/edit-versions.ts). */
  version: number;
}

/** The edit page's notice (?notice=…) and whether Delete's question is asked (?confirm=delete). */
export function articleEditorState(request: Request, id: number | null, noun: ArticleKind["noun"]) {
  const notices: Record<string, string> = {
    saved: `The ${noun} is saved.`,
    restored: "The revision is restored (and saved as a new revision).",
    untrashed: `The ${noun} is back from the trash, as a draft.`,
  };
  const url = new URL(request.url);
  const notice = url.searchParams.get("notice");
  return {
    notice: notice && Object.hasOwn(notices, notice) ? notices[notice]! : null,
    confirmDelete: url.searchParams.get("confirm") === "delete" && id !== null,
  };
}

/** What the form's answer needs of `context.staff`. */
interface ArticleStaff {
  /** A write the disk refused becomes the form's problem (the staff sentence, status 503). */
  refusedSave(error: unknown): SaveProblem;
}

/**
 * The answer to an article's form: Delete asks first (the form again, with the question); the
 * confirmed Delete moves the article to the trash; anything else saves. A refused save answers
 * with the problem and what was typed; an article that is not there, 404.
 */
export async function articleFormAction<Input>(
  { request, params, context }: { request: Request; params: { id?: string }; context: { staff: ArticleStaff } },
  listPath: string,
  inputOf: (form: FormData) => Input,
  articles: {
    trash(id: number): Promise<boolean>;
    save(id: number | null, input: Input): Promise<{ id: number } | SaveProblem | null>;
  },
) {
  const id = idOfParams(params);
  const form = await request.formData();
  const intent = formText(form, "intent");
  if (id !== null && intent === "delete") return redirect(`${listPath}/${id}?confirm=delete`, 303);
  if (id !== null && intent === "delete-confirmed") {
    if (!(await articles.trash(id))) throw new Response("Not found", { status: 404 });
    return redirect(`${listPath}?trashed=1`, 303);
  }
  const input = inputOf(form);
  const result = await articles.save(id, input).catch(context.staff.refusedSave);
  if (result === null) throw new Response("Not found", { status: 404 });
  if ("message" in result) return data({ problem: result, input }, { status: problemStatus(result) });
  return redirect(`${listPath}/${result.id}?notice=saved`, 303);
}

const LINK =
  "inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200";

/**
 * The edit page of an article: the back link, the heading with where the article stands (its
 * public address, or `offSite`), the notices, Delete's question, then the form: its sticky bar
 * (`status` and Save), a refusal's summary, `head` (the title and address), the text and its cover
 * picture, `children` (the other fields), Preview (the form's fields, unsaved, in a new tab) and
 * Delete. A new article has neither: it is saved first.
 */
export function ArticleEditor({
  kind,
  article,
  offSite,
  notice,
  problem,
  postedVersion,
  confirmDelete,
  deleteWarning,
  formProps,
  head,
  content,
  image,
  coverLabel,
  errorOf,
  status,
  children,
}: {
  kind: ArticleKind;
  article: EditedArticle | null;
  /** Where the heading says the article stands when it is not on the site; a draft by default. */
  offSite?: ReactNode;
  notice: string | null;
  problem: SaveProblem | null;
  /** The version a refused post carried. */
  postedVersion?: string;
  confirmDelete: boolean;
  /** Delete's question: what the trash does to the article. */
  deleteWarning: ReactNode;
  /** The form's own attributes (the post editor's autosave). */
  formProps?: Record<string, string>;
  head: ReactNode;
  /** The text's HTML, and the cover picture's name, as the form shows them. */
  content: string;
  image: string;
  coverLabel: string;
  errorOf: (field: string) => string | null;
  /** Where the article stands, in the sticky bar beside Save ("Draft", "New post"). */
  status: ReactNode;
  children: ReactNode;
}) {
  const { noun, listPath } = kind;
  const editPath = article ? `${listPath}/${article.id}` : listPath;
  const formLabel = noun === "post" ? "Post" : "Page";
  const csrfToken = useStaffLayout()?.token ?? "";
  return (
    <div className="w-full max-w-3xl">
      <BackLink href={listPath}>{kind.listLabel}</BackLink>
      <PageHeading title={article ? `Edit ${noun}` : `New ${noun}`}>
        {article ? (
          <p>
            {article.publicPath ? (
              <a className="underline underline-offset-2" href={article.publicPath}>
                {article.publicPath}
              </a>
            ) : (
              (offSite ?? "Draft: not on the site.")
            )}
            {article.updatedAt ? <> Last saved {staffTime(article.updatedAt)}.</> : null}{" "}
            <a className="underline underline-offset-2" href={`${editPath}/revisions`}>
              Revisions
            </a>
          </p>
        ) : null}
      </PageHeading>
      {notice && !problem ? (
        <div className="mb-6">
          <Notice tone="success">{notice}</Notice>
        </div>
      ) : null}

      {article && confirmDelete ? (
        <Section title={`Delete this ${noun}?`}>
          <div className="space-y-3">
            <p>{deleteWarning}</p>
            <div className="flex flex-wrap items-center gap-4">
              <StaffForm>
                <input type="hidden" name="intent" value="delete-confirmed" />
                <Button variant="danger">Yes, move it to the trash</Button>
              </StaffForm>
              <a href={editPath} className={LINK}>
                Cancel
              </a>
            </div>
          </div>
        </Section>
      ) : null}

      <Section title={formLabel}>
        <StaffForm
          className="space-y-5"
          aria-label={formLabel}
          problem={problem}
          problemLead={`The ${noun} is not saved:`}
          bar={
            <EditorBar status={status}>
              <Button name="intent" value="save">
                Save
              </Button>
            </EditorBar>
          }
          {...formProps}
        >
          {article ? (
            <VersionField current={article.version} posted={postedVersion} problemField={problem?.field} />
          ) : null}
          {head}
          <PostContentField defaultValue={content} error={errorOf("content")} csrfToken={csrfToken} />
          <PictureField label={coverLabel} name="image" value={image} error={errorOf("image")} />
          {children}
          <div className="flex flex-wrap gap-3">
            {article ? (
              <>
                {/* The form's fields, unsaved, as the public page shows them: a new tab. */}
                <Button
                  variant="secondary"
                  name="intent"
                  value="preview"
                  formAction={`${editPath}/preview`}
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
          {article ? null : (
            <p className="text-sm text-slate-600 dark:text-slate-300">{`Save the ${noun} (as a draft) to preview it.`}</p>
          )}
        </StaffForm>
      </Section>
    </div>
  );
}

/** The status radios, each with its hint: what the status means for visitors. */
export function StatusChoice<Status extends string>({
  statuses,
  labels,
  hints,
  value,
  error,
}: {
  statuses: readonly Status[];
  labels: Record<Status, string>;
  hints: Record<Status, string>;
  value: string;
  error: string | null;
}) {
  return (
    <fieldset id="status" aria-describedby={error ? "status-error" : undefined}>
      <legend className={LABEL}>Status</legend>
      <div className="mt-2 space-y-1">
        {statuses.map((status) => (
          <label key={status} className="flex min-h-11 items-center gap-3 text-base">
            <input
              type="radio"
              name="status"
              value={status}
              defaultChecked={value === status}
              className="h-5 w-5 accent-brand-700"
            />
            <span>
              <span className="font-semibold">{labels[status]}</span>
              <span className="text-slate-600 dark:text-slate-300"> ({hints[status]})</span>
            </span>
          </label>
        ))}
      </div>
      {error ? <FieldError id="status-error">{error}</FieldError> : null}
    </fieldset>
  );
}
