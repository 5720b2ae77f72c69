import { fieldErrorOf, type SaveProblem } from "~/ui/staff/forms";
import { FieldError, LABEL, Select } from "~/ui/staff/fields";

/**
 * A role select and the ministries' checkboxes, for inviting and for changing a role. Without
 * JavaScript the checkboxes are always there; the hint says when they count.
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
      <details open={ministries.length > 0 || ministriesError ? true : undefined}>
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
