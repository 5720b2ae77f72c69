import pg from "pg";

/**
 * What node-postgres throws on a unique violation, field for field as its protocol parser fills
 * them: the failing values sit in `detail` (and, for other errors, `hint`, `where` and
 * `internalQuery`), which is why no log line may print an error as it is (server/http/logging.ts).
 */
export function pgUniqueViolation(email: string): Error {
  const error = new pg.DatabaseError(
    'duplicate key value violates unique constraint "newsletter_subscribers_email_normalized_key"',
    200,
    "error",
  );
  return Object.assign(error, {
    severity: "ERROR",
    code: "23505",
    detail: `Key (email_normalized)=(${email}) already exists.`,
    hint: `Failing row contains (7, ${email}, Grace).`,
    where: `SQL statement "INSERT INTO newsletter_subscribers VALUES ('${email}')"`,
    internalQuery: `INSERT INTO newsletter_subscribers VALUES ('${email}')`,
    schema: "public",
    table: "newsletter_subscribers",
    constraint: "newsletter_subscribers_email_normalized_key",
    routine: "_bt_check_unique",
  });
}

/** What node-postgres throws for a server error of this SQLSTATE (a disk full, a read-only transaction...). */
export function pgError(code: string, message: string): Error {
  return Object.assign(new pg.DatabaseError(message, 100, "error"), { severity: "ERROR", code });
}
