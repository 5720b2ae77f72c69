import { imageUrl } from "#contract/images";
import { PICTURE_ACCEPT, PICTURE_LIMITS, PICTURE_TYPES_LABEL } from "#contract/pictures";
import { UploadProgress } from "~/features/uploads/upload-progress";
import { FieldError, LABEL } from "~/ui/staff/fields";

/** The script that adds the upload button (public/picture-field.js): the staff pages run no other JavaScript. */
export const PICTURE_FIELD_SCRIPT = "/picture-field.js";

const INPUT =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 font-mono text-base text-ink shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-500 aria-[invalid=true]:border-red-700 dark:border-slate-500 dark:bg-brand-900 dark:text-slate-100";

/**
 * A picture field of the staff forms: a text input holding a picture's name, a preview of
 * the current picture, and a link to the picture library. With JavaScript, public/picture-field.js
 * shows a file input beside it that sends the file in resumable pieces (public/resumable-upload.js),
 * hands the finished upload to POST /admin/pictures (JSON) and fills in the name and the preview; without it, the name is typed or pasted from the library. The form around it posts
 * the name only (the file input has no name), so it can sit inside any urlencoded staff form.
 */
export function PictureField({
  label,
  name,
  id = name,
  value,
  error,
  hint = "Leave empty for no picture.",
}: {
  label: string;
  name: string;
  id?: string;
  value: string;
  error?: string | null;
  hint?: string;
}) {
  const preview = value ? imageUrl(value, "wide", 640, "webp") : "";
  const described = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div data-picture-field="">
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        The picture's name, as the{" "}
        <a href="/admin/pictures" target="_blank" rel="noopener" className="underline underline-offset-2">
          picture library
        </a>{" "}
        shows it (e.g. photo-1a2b3c4d5e6f). {hint}
      </p>
      <div className="mt-2 flex flex-wrap items-start gap-4">
        <img
          data-picture-preview=""
          src={preview || undefined}
          hidden={!preview}
          alt="Current picture"
          width={160}
          height={90}
          className="aspect-video w-40 rounded-md border border-slate-300 bg-slate-100 object-cover dark:border-brand-700"
        />
        <div className="min-w-0 flex-1">
          <input
            id={id}
            name={name}
            defaultValue={value}
            data-picture-name=""
            maxLength={80}
            spellCheck={false}
            autoCapitalize="none"
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
            className={INPUT}
          />
          {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
          {/* Shown by the script: without JavaScript a file here could not be sent with the form. */}
          <div data-picture-upload="" hidden className="mt-3">
            <label htmlFor={`${id}-file`} className={LABEL}>
              Or upload a new picture ({PICTURE_TYPES_LABEL}, up to {PICTURE_LIMITS.maxBytes / (1024 * 1024)} MB)
            </label>
            <input
              id={`${id}-file`}
              type="file"
              accept={PICTURE_ACCEPT}
              data-picture-file=""
              className="mt-1 block w-full text-base file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-brand-100 file:px-4 file:font-semibold file:text-brand-900"
            />
            <p data-picture-status="" role="status" aria-live="polite" className="mt-1 text-sm" />
            {/* The resumable upload's bar; its script comes before the field's, which uses it. */}
            <UploadProgress handIn={false} />
          </div>
        </div>
      </div>
      <script src={PICTURE_FIELD_SCRIPT} defer />
    </div>
  );
}
