import { data, redirect } from "react-router";
import type { Route } from "./+types/sermon-edit";
import { staffTitle } from "~/ui/staff/format";
import { formText } from "#contract/forms";
import { fieldErrorOf, idOfParams, problemStatus } from "~/ui/staff/forms";
import { sermonInputOf } from "~/features/sermons/sermon-input";
import { PictureField } from "~/features/pictures/picture-field";
import { VersionField } from "~/features/editing/version-field";
import { EditorBar, editorFormProps } from "~/ui/staff/editor-bar";
import {
  BackLink,
  Button,
  Checkbox,
  Field,
  FieldError,
  LABEL,
  Notice,
  PageHeading,
  Section,
  StaffForm,
  TitleField,
} from "~/ui/staff/fields";
import { audioSizeLabel, clockDuration } from "#contract/sermon-audio";
import { AUDIO_OUTCOMES, isAudioOutcome } from "#contract/sermon-audio-upload";
import { UploadProgress } from "~/features/uploads/upload-progress";

/**
 * /admin/sermons/new and /admin/sermons/{id}: the sermon form (urlencoded, no
 * JavaScript), its audio upload (multipart, to POST /admin/sermons/{id}/audio, server/http/uploads/sermon-audio.ts)
 * and Delete behind a second step. The slug comes from the title when the sermon is created.
 */

export async function loader({ params, context, request }: Route.LoaderArgs) {
  context.staff.requireArea("sermons");
  const id = idOfParams(params);
  const form = await context.staff.sermons.form(id);
  if (!form) throw new Response("Not found", { status: 404 });
  const url = new URL(request.url);
  const audio = url.searchParams.get("audio");
  return {
    ...form,
    saved: url.searchParams.get("saved") === "1",
    audioOutcome: isAudioOutcome(audio) ? audio : null,
  };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  context.staff.requireArea("sermons");
  const id = idOfParams(params);
  const form = await request.formData();
  if (formText(form, "intent") === "delete" && id !== null) {
    if (!(await context.staff.sermons.remove(id))) throw new Response("Not found", { status: 404 });
    return redirect("/admin/sermons?deleted=1", 303);
  }
  const input = sermonInputOf(form);
  const result = await context.staff.sermons.save(id, input).catch(context.staff.refusedSave);
  if (result === null) throw new Response("Not found", { status: 404 });
  if ("message" in result) return data({ problem: result, input }, { status: problemStatus(result) });
  return redirect(`/admin/sermons/${result.id}?saved=1`, 303);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: staffTitle(loaderData?.sermon ? `Edit: ${loaderData.sermon.title}` : "New sermon") },
];

const TEXTAREA =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-ink shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-500 aria-[invalid=true]:border-red-700 dark:border-slate-500 dark:bg-brand-900 dark:text-slate-100";

export default function SermonEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { sermon, categories, saved, audioOutcome } = loaderData;
  const problem = actionData?.problem ?? null;
  const typed = actionData?.input;
  const errorOf = (field: string) => fieldErrorOf(problem, field);
  const value = {
    title: typed?.title ?? sermon?.title ?? "",
    preacher: typed?.preacher ?? sermon?.preacher ?? "",
    date: typed?.date ?? sermon?.date ?? "",
    series: typed?.series ?? sermon?.series ?? "",
    scripture: typed?.scripture ?? sermon?.scripture ?? "",
    description: typed?.description ?? sermon?.description ?? "",
    youtube: typed?.youtube ?? sermon?.youtubeId ?? "",
    image: typed?.image ?? sermon?.image ?? "",
    newCategory: typed?.newCategory ?? "",
    published: typed ? typed.published : (sermon?.published ?? false),
    categoryIds: new Set((typed?.categoryIds ?? sermon?.categoryIds.map(String) ?? []).map(String)),
  };
  const descriptionError = errorOf("description");
  const categoriesError = errorOf("categories") ?? errorOf("category");
  return (
    <div className="w-full max-w-3xl">
      <BackLink href="/admin/sermons">Sermons</BackLink>
      <PageHeading title={sermon ? `Edit sermon` : "New sermon"}>
        {sermon ? (
          <p>
            {sermon.published ? (
              <a className="underline underline-offset-2" href={`/sermons/${sermon.slug}`}>
                /sermons/{sermon.slug}
              </a>
            ) : (
              <>Draft: not on the site. Its address will be /sermons/{sermon.slug}.</>
            )}
          </p>
        ) : null}
      </PageHeading>
      {saved && !problem ? (
        <div className="mb-6">
          <Notice tone="success">The sermon is saved.</Notice>
        </div>
      ) : null}

      <Section title="Sermon">
        <StaffForm
          className="space-y-5"
          problem={problem}
          problemLead="The sermon is not saved:"
          idOf={(field) => (field === "category" ? "newCategory" : field)}
          {...editorFormProps(sermon && !sermon.published ? `/admin/sermons/${sermon.id}/autosave` : null)}
          bar={
            <EditorBar status={sermon ? (sermon.published ? "Published" : "Draft") : "New sermon"}>
              <Button>{sermon ? "Save" : "Create sermon"}</Button>
            </EditorBar>
          }
        >
          {sermon ? (
            <VersionField current={sermon.version} posted={typed?.version} problemField={problem?.field} />
          ) : null}
          <TitleField defaultValue={value.title} error={errorOf("title")} />
          <Field
            label="Preacher"
            name="preacher"
            required
            maxLength={120}
            defaultValue={value.preacher}
            error={errorOf("preacher")}
          />
          <Field label="Date" name="date" type="date" required defaultValue={value.date} error={errorOf("date")} />
          <Field
            label="Series (optional)"
            name="series"
            maxLength={120}
            defaultValue={value.series}
            error={errorOf("series")}
          />
          <fieldset id="categories" aria-describedby={categoriesError ? "categories-error" : undefined}>
            <legend className={LABEL}>Categories</legend>
            <div className="mt-2 grid gap-1 sm:grid-cols-2">
              {categories.map((category) => (
                <label key={category.id} className="flex min-h-11 items-center gap-3 text-base">
                  <input
                    type="checkbox"
                    name="categories"
                    value={category.id}
                    defaultChecked={value.categoryIds.has(String(category.id))}
                    className="h-5 w-5 accent-brand-700"
                  />
                  {category.name}
                </label>
              ))}
            </div>
            <div className="mt-3">
              <Field
                label="New category (optional)"
                name="newCategory"
                maxLength={60}
                defaultValue={value.newCategory}
              />
            </div>
            {categoriesError ? <FieldError id="categories-error">{categoriesError}</FieldError> : null}
          </fieldset>
          <Field
            label="Scripture (optional)"
            name="scripture"
            maxLength={200}
            hint="For example: John 3:16-21"
            defaultValue={value.scripture}
            error={errorOf("scripture")}
          />
          <div>
            <label htmlFor="description" className={LABEL}>
              Description
            </label>
            <textarea
              id="description"
              name="description"
              rows={6}
              required
              maxLength={5000}
              defaultValue={value.description}
              aria-invalid={descriptionError ? true : undefined}
              aria-describedby={descriptionError ? "description-error" : undefined}
              className={TEXTAREA}
            />
            {descriptionError ? <FieldError id="description-error">{descriptionError}</FieldError> : null}
          </div>
          <Field
            label="YouTube link or id"
            name="youtube"
            hint="Paste the video's address (youtu.be, watch, shorts, live or embed link) or its 11-character id. Leave empty when there is no video."
            defaultValue={value.youtube}
            error={errorOf("youtube")}
          />
          <PictureField
            label="Image (optional)"
            name="image"
            value={value.image}
            error={errorOf("image")}
            hint="Shown on the sermon's card and page; leave empty for the sermons' usual picture."
          />
          <Checkbox name="published" defaultChecked={value.published}>
            Published (visitors can see it)
          </Checkbox>
        </StaffForm>
      </Section>

      <Section title="Audio">
        {sermon ? (
          <div className="space-y-4">
            {audioOutcome ? (
              <Notice tone={audioOutcome === "uploaded" ? "success" : "error"}>{AUDIO_OUTCOMES[audioOutcome]}</Notice>
            ) : null}
            {sermon.audio ? (
              <p>
                Current audio: {audioSizeLabel(sermon.audio.type, sermon.audio.bytes)},{" "}
                {clockDuration(sermon.audio.seconds)}. Uploading another file replaces it.
              </p>
            ) : (
              <p>No audio yet.</p>
            )}
            {/* Multipart to the upload route; StaffForm puts the token first, before the file. */}
            {/* With JavaScript the file goes ahead in resumable pieces, then the form carries its id. */}
            <StaffForm
              action={`/admin/sermons/${sermon.id}/audio`}
              encType="multipart/form-data"
              className="space-y-4"
              data-resumable-form="audio"
            >
              <Field
                label="Audio file (MP3 or M4A, up to 100 MB)"
                name="audio"
                type="file"
                accept="audio/mpeg,audio/mp4,audio/x-m4a,.mp3,.m4a"
                required
                hint="Its length is read from the file. On a weak signal the upload pauses and carries on by itself."
              />
              <UploadProgress />
              <Button variant="secondary">Upload audio</Button>
            </StaffForm>
          </div>
        ) : (
          <p>Create the sermon first; then its audio can be uploaded here.</p>
        )}
      </Section>

      {sermon ? (
        <Section title="Delete">
          <details>
            <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-red-800 dark:text-red-200">
              Delete this sermon…
            </summary>
            <div className="mt-3 space-y-3">
              <p>This removes the sermon, its page and its audio file for good. It cannot be undone.</p>
              <StaffForm>
                <input type="hidden" name="intent" value="delete" />
                <Button variant="danger">Yes, delete “{sermon.title}”</Button>
              </StaffForm>
            </div>
          </details>
        </Section>
      ) : null}
    </div>
  );
}
