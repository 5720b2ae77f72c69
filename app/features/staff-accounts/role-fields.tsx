import { fieldErrorOf, type SaveProblem } from "~/ui/staff/forms";
import { FieldError, LABEL, Select } from "~/ui/staff/fields";
import type { StaffRole } from "#server/auth/permissions";

/** The role whose accounts are limited to ministries: choosing it opens the ministries' checkboxes. */
const MINISTRY_LEADER: StaffRole = "ministry-leader";

/** The ids of RoleFields' controls (`role`, `ministries`), for the form's error summary; other fields keep their names. */
export function roleFieldIds(idPrefix: string): (field: string) => string {
  return (field) => (field === "role" || field === "ministries" ? `${idPrefix}-${field}` : field);
}

/**
 * A role select and the ministries' checkboxes, for inviting and for changing a role. The
 * checkboxes are folded away unless they count: open when the role shown is ministry leader (a
 * refused form shows the role chosen), when some are ticked or refused; choosing the role opens
 * them (public/editor-form.js, `data-opens`). Without JavaScript the fold opens by hand; the hint
 * says when they count.
 */
export function RoleFields({
  idPrefix,
  roles,
  ministryChoices,
  role,
  ministries,
  problem,
}: {
  idPrefix: string;
  roles: readonly { value: string; label: string; description?: string }[];
  ministryChoices: readonly { value: string; label: string }[];
  role: string;
  ministries: readonly string[];
  problem?: SaveProblem | null;
}) {
  const roleError = fieldErrorOf(problem, "role");
  const ministriesError = fieldErrorOf(problem, "ministries");
  const ministriesId = roleFieldIds(idPrefix)("ministries");
  return (
    <>
      <div>
        <label htmlFor={`${idPrefix}-role`} className={LABEL}>
          Role
        </label>
        <Select
          id={`${idPrefix}-role`}
          name="role"
          defaultValue={role}
          data-opens={ministriesId}
          data-opens-for={MINISTRY_LEADER}
          aria-invalid={roleError ? true : undefined}
          aria-describedby={`${idPrefix}-role-hint${roleError ? ` ${idPrefix}-role-error` : ""}`}
        >
          {roles.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </Select>
        {roleError ? <FieldError id={`${idPrefix}-role-error`}>{roleError}</FieldError> : null}
        {/* Each role in a sentence, read with the select: what the person will be able to open. */}
        <ul id={`${idPrefix}-role-hint`} className="mt-2 space-y-1 text-sm text-slate-600 dark:text-slate-300">
          {roles.map((choice) =>
            choice.description ? (
              <li key={choice.value}>
                <strong className="font-semibold text-slate-800 dark:text-slate-100">{choice.label}:</strong>{" "}
                {choice.description}
              </li>
            ) : null,
          )}
        </ul>
      </div>
      {/* Folded away unless it matters: most accounts are not ministry leaders. */}
      <details
        id={ministriesId}
        open={role === MINISTRY_LEADER || ministries.length > 0 || ministriesError ? true : undefined}
      >
        <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold text-brand-800 dark:text-accent-200">
          Ministries (ministry leaders only)
        </summary>
        <fieldset
          aria-describedby={`${idPrefix}-ministries-hint${ministriesError ? ` ${idPrefix}-ministries-error` : ""}`}
        >
          <legend className={LABEL}>Ministries</legend>
          <p id={`${idPrefix}-ministries-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            Only for a ministry leader: the ministries whose messages and applications they see. Leave empty for other
            roles.
          </p>
          <div className="mt-2 grid grid-cols-1 gap-1 sm:grid-cols-2">
            {ministryChoices.map(({ value: slug, label }) => (
              <label key={slug} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="ministries"
                  value={slug}
                  defaultChecked={ministries.includes(slug)}
                  className="size-5 accent-brand-700"
                />
                {label}
              </label>
            ))}
          </div>
          {ministriesError ? <FieldError id={`${idPrefix}-ministries-error`}>{ministriesError}</FieldError> : null}
        </fieldset>
      </details>
    </>
  );
}
