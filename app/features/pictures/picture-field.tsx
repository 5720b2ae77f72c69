import { useLocation } from "react-router";
import { imageHeight, imageUrl, type ImageAspect } from "#contract/images";
import { PICTURE_ACCEPT, PICTURE_ALT_MAX, PICTURE_FILE_HINT, PICTURE_PREVIEW } from "#contract/pictures";
import { UploadProgress } from "~/features/uploads/upload-progress";
import { FieldError, LABEL } from "~/ui/staff/fields";
import { pickedName, pickerHref } from "./pick";

/** The stand-in for a picture's name in the preview address the script fills in (public/picture-field.js). */
const PREVIEW_NAME = "{name}";

/** The preview's box in the field's shape (a square logo is shown whole, not cut to a banner). */
const PREVIEW_SHAPES: Record<ImageAspect, string> = {
  wide: "aspect-video",
  card: "aspect-[4/3]",
  square: "aspect-square",
};

/** The script of the picker dialog and the upload in place (public/picture-field.js). */
export const PICTURE_FIELD_SCRIPT = "/picture-field.js";

const INPUT =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 font-mono text-base text-ink shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-500 aria-[invalid=true]:border-red-700 dark:border-slate-500 dark:bg-brand-900 dark:text-slate-100";
const SMALL_INPUT =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-ink shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-500 dark:border-slate-500 dark:bg-brand-900 dark:text-slate-100";
const CHOOSE =
  "inline-flex min-h-11 items-center justify-center rounded-md border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 dark:border-brand-300 dark:bg-brand-900 dark:text-brand-100";

/**
 * A picture field of the staff forms: the current picture's preview, "Choose from the library",
 * and its name in a text input (what the form posts, so it sits in any urlencoded staff form).
 * Without JavaScript, "Choose" is a link to the library in pick mode, whose choice comes back in
 * this page's address (./pick.ts); with it, public/picture-field.js opens a dialog of the
 * library's thumbnails (GET /admin/pictures/choose) and offers an upload in place: the description
 * first, then the file in resumable pieces (app/features/uploads/resumable-upload.script.js), handed to
 * POST /admin/pictures as JSON, whose answer fills in the name and the preview.
 */
export function PictureField({
  label,
  name,
  id = name,
  value,
  error,
  hint = "Leave empty for no picture.",
  aspect = "wide",
}: {
  label: string;
  name: string;
  id?: string;
  value: string;
  error?: string | null;
  hint?: string;
  /** The shape the site shows the picture in: the preview's (a built-in picture is drawn in that shape only). */
  aspect?: ImageAspect;
}) {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const chosen = pickedName(search, name);
  const current = chosen ?? value;
  search.delete(name);
  const here = `${location.pathname}${search.size ? `?${search}` : ""}`;
  const previewOf = (picture: string) => imageUrl(picture, aspect, PICTURE_PREVIEW.width, PICTURE_PREVIEW.format);
  const preview = current ? previewOf(current) : "";
  const described = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div
      data-picture-field=""
      // The preview of a picture chosen in the dialog or uploaded here: this field's shape, as the site shows it.
      data-picture-preview-src={previewOf(PREVIEW_NAME)}
      className="rounded-lg border border-slate-200 p-3 dark:border-brand-800"
    >
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <div className="mt-2 flex flex-wrap items-start gap-4">
        <img
          data-picture-preview=""
          src={preview || undefined}
          hidden={!preview}
          alt="The picture chosen"
          width={160}
          height={imageHeight(aspect, 160)}
          className={`${PREVIEW_SHAPES[aspect]} w-40 rounded-md border border-slate-300 bg-slate-100 object-contain dark:border-brand-700`}
        />
        <p data-picture-none="" hidden={!!preview} className="text-sm text-slate-600 dark:text-slate-300">
          No picture chosen.
        </p>
        <div className="flex flex-wrap gap-2">
          <a href={pickerHref(here, name)} data-picture-choose="" className={CHOOSE}>
            Choose from the library
          </a>
          <button type="button" data-picture-clear="" hidden className={CHOOSE}>
            No picture
          </button>
        </div>
      </div>
      {chosen && chosen !== value ? (
        <p role="status" className="mt-2 text-sm font-semibold text-green-800 dark:text-green-300">
          Picture chosen: save the form to keep it.
        </p>
      ) : null}
      <div className="mt-3">
        <input
          id={id}
          name={name}
          defaultValue={current}
          data-picture-name=""
          maxLength={80}
          spellCheck={false}
          autoCapitalize="none"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={INPUT}
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          The picture's name, filled in when you choose one (e.g. photo-1a2b3c4d5e6f). {hint} Without JavaScript,
          choosing leaves this page: save your changes first.
        </p>
        {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      </div>
      {/* Shown by the script: without JavaScript a file here could not be sent with the form. */}
      <div
        data-picture-upload=""
        hidden
        className="mt-3 space-y-2 border-t border-slate-200 pt-3 dark:border-brand-800"
      >
        <p className="text-sm font-semibold">Or upload a new picture</p>
        <div>
          <label htmlFor={`${id}-alt`} className="text-sm font-medium">
            What it shows, for people who cannot see it
          </label>
          {/* No name: the form does not post it; the upload sends it with the file. */}
          <input id={`${id}-alt`} data-picture-alt="" maxLength={PICTURE_ALT_MAX} className={SMALL_INPUT} />
        </div>
        <label htmlFor={`${id}-file`} className="block text-sm font-medium">
          The picture ({PICTURE_FILE_HINT})
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept={PICTURE_ACCEPT}
          data-picture-file=""
          className="block w-full text-base file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-brand-100 file:px-4 file:font-semibold file:text-brand-900"
        />
        <p data-picture-status="" role="status" aria-live="polite" className="text-sm" />
        {/* The resumable upload's bar; its script comes before the field's, which uses it. */}
        <UploadProgress handIn={false} />
      </div>
      <dialog
        data-picture-dialog=""
        aria-labelledby={`${id}-dialog-title`}
        className="m-auto w-[min(40rem,calc(100vw-1rem))] rounded-lg bg-white p-0 text-ink shadow-xl backdrop:bg-black/50 dark:bg-brand-900 dark:text-slate-100"
      >
        <div className="sticky top-0 flex items-center justify-between gap-2 border-b border-slate-200 bg-white p-3 dark:border-brand-800 dark:bg-brand-900">
          <h2 id={`${id}-dialog-title`} className="text-lg font-bold">
            Choose: {label}
          </h2>
          <button type="button" data-picture-close="" className={CHOOSE}>
            Close
          </button>
        </div>
        <p data-picture-dialog-status="" role="status" className="px-3 pt-3 text-sm" />
        <ul data-picture-grid="" className="grid grid-cols-2 gap-3 p-3 sm:grid-cols-3" aria-label="Pictures" />
        <div className="flex justify-between gap-2 p-3">
          <button type="button" data-picture-page="-1" hidden className={CHOOSE}>
            Newer
          </button>
          <button type="button" data-picture-page="1" hidden className={CHOOSE}>
            Older
          </button>
        </div>
      </dialog>
      <script src={PICTURE_FIELD_SCRIPT} defer />
    </div>
  );
}
