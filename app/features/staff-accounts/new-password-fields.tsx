import { Field } from "~/ui/staff/fields";

/** A new password and its repetition, for the account a one-time link opens (welcome, reset). */
export function NewPasswordFields({
  email,
  problem,
}: {
  email: string;
  problem: { field?: string | null; message: string } | null;
}) {
  return (
    <>
      {/* For password managers: the account the new password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={10}
        error={problem?.field === "password" ? problem.message : null}
      />
      <Field
        label="Repeat the new password"
        name="repeat"
        type="password"
        autoComplete="new-password"
        required
        error={problem?.field === "repeat" ? problem.message : null}
      />
    </>
  );
}
