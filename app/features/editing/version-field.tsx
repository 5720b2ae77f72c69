import { EDIT_VERSION_FIELD, versionToShow } from "#contract/edit-versions";

/**
 * The hidden field of the version a form edits (contract/edit-versions.ts): the one it was opened
 * at, kept through a refused save; after a save refused as stale, the current one, so saving again
 * is a choice made knowing of the other save.
 */
export function VersionField({
  current,
  posted,
  problemField,
}: {
  current: number;
  /** What the refused post carried, if the form comes back from one. */
  posted?: string;
  /** The field a refused save named, if any. */
  problemField?: string | null;
}) {
  return (
    <input
      type="hidden"
      name={EDIT_VERSION_FIELD}
      value={versionToShow(problemField === EDIT_VERSION_FIELD, posted, current)}
    />
  );
}
