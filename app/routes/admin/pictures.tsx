import type { Route } from "./+types/pictures";
import { countOf, staffTime, staffTitle } from "~/ui/staff/format";
import { EmptyState, Pagination, pageParam, StaffListPage, StaffTime } from "~/ui/staff/list";
import { Button, Field, Notice, Section, StaffForm } from "~/ui/staff/fields";
import { imageUrl } from "#contract/images";
import {
  isPictureOutcome,
  LIBRARY_NOTICES,
  PICTURE_ALT_MAX,
  PICTURE_ACCEPT,
  PICTURE_FILE_HINT,
  PICTURE_OUTCOMES,
} from "#contract/pictures";
import { fileSizeText } from "#contract/file-sizes";
import { UploadProgress } from "~/features/uploads/upload-progress";
import { pickedHref, safePickField, safePickReturn } from "~/features/pictures/pick";

/**
 * /admin/pictures: the picture library. The upload form is a plain multipart post to
 * POST /admin/pictures (server/http/uploads/pictures.ts; with JavaScript the file goes ahead in
 * resumable pieces and the form carries its id), which answers with a 303 back here and the
 * outcome in the URL; below it, every uploaded picture, newest first, with the name to copy into a
 * picture field.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.staff.requireArea("pictures");
  const url = new URL(request.url);
  const outcome = url.searchParams.get("outcome");
  const name = url.searchParams.get("name");
  const pickReturn = safePickReturn(url.searchParams.get("pick"));
  const pickField = safePickField(url.searchParams.get("field"));
  return {
    list: await context.staff.pictures.list(pageParam(url)),
    outcome: isPictureOutcome(outcome) ? outcome : null,
    name: name && /^[a-z0-9-]{1,80}$/.test(name) ? name : null,
    deleted: url.searchParams.get("notice") === "deleted",
    // Pick mode: a picture field's form sent its staff member here to choose (no JavaScript).
    pick: pickReturn && pickField ? { returnTo: pickReturn, field: pickField } : null,
  };
}

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Pictures") }];

export default function Pictures({ loaderData: { list, outcome, name, deleted, pick } }: Route.ComponentProps) {
  const done = outcome === "uploaded" || outcome === "already-uploaded";
  const missing = list.items.filter((picture) => !picture.alt).length;
  return (
    <StaffListPage title="Pictures" summary={list.total === 0 ? "No pictures yet." : countOf(list.total, "picture")}>
      {pick ? (
        <div
          className="mb-6 rounded-md border-l-4 border-brand-600 bg-brand-50 px-4 py-3 dark:bg-brand-900"
          role="status"
        >
          Choose a picture below (“Use this picture”), or{" "}
          <a className="font-medium underline underline-offset-2" href={pick.returnTo}>
            go back without choosing
          </a>
          .
        </div>
      ) : null}
      {deleted ? (
        <div className="mb-6">
          <Notice tone="success">{LIBRARY_NOTICES.deleted}</Notice>
        </div>
      ) : null}
      <Section title="Upload a picture">
        <div className="space-y-4">
          {outcome ? (
            <Notice tone={done ? "success" : "error"}>
              {PICTURE_OUTCOMES[outcome]}
              {done && name ? (
                <>
                  {" "}
                  Its name is <code className="font-mono font-semibold">{name}</code>.
                </>
              ) : null}
            </Notice>
          ) : null}
          {/* Multipart to the upload route; StaffForm puts the token first, before the file. */}
          {/* With JavaScript the file goes ahead in resumable pieces, then the form carries its id. */}
          <StaffForm
            action="/admin/pictures"
            encType="multipart/form-data"
            className="space-y-4"
            data-resumable-form="picture"
          >
            <Field
              label="What the picture shows, for people who cannot see it"
              name="alt"
              required
              maxLength={PICTURE_ALT_MAX}
              hint="One sentence, for example: The choir singing at the Easter service."
            />
            <Field
              label={`Picture (${PICTURE_FILE_HINT})`}
              name="picture"
              type="file"
              accept={PICTURE_ACCEPT}
              required
              hint="Location and camera details are removed, and the picture is turned upright."
            />
            <UploadProgress />
            <Button>Upload picture</Button>
          </StaffForm>
        </div>
      </Section>
      <Section title="Library">
        {missing > 0 ? (
          <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">
            {countOf(missing, "picture")} on this page {missing === 1 ? "has" : "have"} no description yet: open{" "}
            {missing === 1 ? "it" : "each"} to describe it.
          </p>
        ) : null}
        {list.items.length === 0 ? (
          <EmptyState>{list.page > 1 ? "No pictures on this page." : "No pictures uploaded yet."}</EmptyState>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2" aria-label="Uploaded pictures">
            {list.items.map((picture) => (
              <li
                key={picture.name}
                className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 dark:border-brand-800 dark:bg-brand-900"
              >
                <img
                  src={imageUrl(picture.name, "card", 160, "webp")}
                  alt={picture.alt}
                  width={160}
                  height={120}
                  loading="lazy"
                  className="h-[90px] w-[120px] shrink-0 rounded-md bg-slate-100 object-cover"
                />
                <div className="min-w-0 space-y-1 text-sm">
                  <label className="block">
                    <span className="sr-only">Name of {picture.originalName}</span>
                    <input
                      readOnly
                      value={picture.name}
                      className="w-full rounded border border-slate-300 bg-slate-50 px-2 py-1 font-mono text-sm dark:border-brand-700 dark:bg-brand-950"
                    />
                  </label>
                  <p className="truncate" title={picture.originalName}>
                    <a
                      className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200"
                      href={`/admin/pictures/${picture.name}`}
                    >
                      {picture.originalName}
                    </a>
                  </p>
                  {picture.alt ? (
                    <p className="line-clamp-2">{picture.alt}</p>
                  ) : (
                    <p className="font-semibold text-red-800 dark:text-red-300">No description</p>
                  )}
                  {pick ? (
                    <a
                      className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-3 font-semibold text-white"
                      href={pickedHref(pick.returnTo, pick.field, picture.name)}
                    >
                      Use this picture
                    </a>
                  ) : null}
                  <p className="text-slate-600 dark:text-slate-300">
                    {`${picture.width} × ${picture.height}, ${fileSizeText(picture.bytes)}`}
                  </p>
                  <p className="text-slate-600 dark:text-slate-300">
                    {picture.uploadedBy ?? "A former member"},{" "}
                    <StaffTime iso={picture.createdAt} text={staffTime(picture.createdAt)} />
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        <Pagination variant="staff" page={list.page} pageCount={list.pageCount} />
      </Section>
    </StaffListPage>
  );
}
