import { RESUMABLE_UPLOAD_FIELD } from "#contract/uploads";
import { Button } from "~/ui/staff/fields";

/** The script that sends a chosen file in resumable pieces (app/features/uploads/resumable-upload.script.js): on the pages that upload only. */
export const RESUMABLE_UPLOAD_SCRIPT = "/resumable-upload.js";

/**
 * The progress of a resumable upload, inside a form that takes a file (the sermon's audio, the
 * picture library) or beside a picture field: hidden until app/features/uploads/resumable-upload.script.js starts an
 * upload, then a bar, "42% · 8.4 MB of 20 MB · about 3 minutes left", Pause/Resume and a status
 * line read out as it changes. `handIn` adds the hidden field that carries the finished upload's
 * id to the form's route in place of the file. Without JavaScript none of it shows and the form
 * posts the file in one go. `script={false}` inside a part the browser draws (the post editor's
 * picture panel): the page has loaded the script already (its cover's picture field).
 */
export function UploadProgress({ handIn = true, script = true }: { handIn?: boolean; script?: boolean }) {
  return (
    <>
      {handIn ? <input type="hidden" name={RESUMABLE_UPLOAD_FIELD} defaultValue="" /> : null}
      <div data-upload-progress="" hidden className="space-y-2">
        <progress
          data-upload-bar=""
          max={100}
          value={0}
          aria-label="Upload progress"
          className="h-3 w-full overflow-hidden rounded-full accent-brand-700"
        >
          0%
        </progress>
        <p data-upload-figures="" className="text-sm tabular-nums" />
        <p data-upload-status="" role="status" aria-live="polite" className="text-sm" />
        <Button type="button" variant="secondary" data-upload-toggle="" hidden>
          Pause
        </Button>
      </div>
      {script ? <script src={RESUMABLE_UPLOAD_SCRIPT} defer /> : null}
    </>
  );
}
