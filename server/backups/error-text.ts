import type { Config } from "#server/config";

/**
 * A backup's failure as it may be shown and mailed: the real cause, with every secret of the
 * configuration blanked out (a password in a database or SMTP URL, the bucket's secret key) and
 * any user:password@ of a URL, and cut to a length a page and a mail can hold.
 */

export function secretsOf(config: Pick<Config, "database" | "mail" | "s3">): string[] {
  const secrets: string[] = [];
  const passwordOf = (url: string | null) => {
    if (!url || !URL.canParse(url)) return;
    const password = new URL(url).password;
    if (password) secrets.push(password, decodeURIComponent(password));
  };
  if (config.database.kind === "postgres") passwordOf(config.database.url);
  passwordOf(config.mail.smtpUrl);
  if (config.s3) secrets.push(config.s3.secretAccessKey);
  return secrets.filter((secret) => secret.length >= 4);
}

export function withoutSecrets(text: string, secrets: readonly string[], max = 500): string {
  let clean = text.replace(/(\b[a-z][a-z0-9+.-]*:\/\/)[^\s/@]*@/gi, "$1[hidden]@");
  for (const secret of secrets) clean = clean.split(secret).join("[hidden]");
  clean = clean.replace(/\s+/g, " ").trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

/** An error's message with the causes it wraps (a bucket's network failure under "S3 PUT … failed"). */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const message = current instanceof Error ? current.message : String(current);
    const code = (current as { code?: unknown }).code;
    parts.push(typeof code === "string" && !message.includes(code) ? `${message} (${code})` : message);
    current = current instanceof Error ? current.cause : null;
  }
  return parts.join(": ");
}
