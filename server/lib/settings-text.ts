import type { Config } from "#server/config";

/**
 * Settings as a person reads them in the start summary and the tools' output: where things are,
 * never a password (DATABASE_URL and SMTP_URL may carry one).
 */

/** `SQLite /srv/site/data/site.db` or `PostgreSQL church@db.example:5432/church`. */
export function describeDatabase(database: Config["database"]): string {
  if (database.kind === "sqlite") return `SQLite ${database.file}`;
  const url = new URL(database.url);
  const user = url.username ? `${decodeURIComponent(url.username)}@` : "";
  return `PostgreSQL ${user}${url.host}${url.pathname}`;
}

/** `smtp://smtp.example.org:587 as hello@example.org`, or null when SMTP_URL is unset. */
export function describeSmtp(smtpUrl: string | null): string | null {
  if (smtpUrl === null) return null;
  const url = new URL(smtpUrl);
  const user = url.username ? ` as ${decodeURIComponent(url.username)}` : "";
  return `${url.protocol}//${url.host}${user}`;
}
