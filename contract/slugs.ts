/**
 * What a slug is on this site (posts, sermons, categories, tags): lower-case letters and digits,
 * in words joined by single hyphens, at most 200 characters. A lookup for anything else (a NUL,
 * a slash, a space) is "not found" without asking the database, so both engines answer alike
 * (PostgreSQL refuses a NUL in a text parameter; SQLite simply finds nothing).
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 200;

export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}

/**
 * A slug made from a title ("Grâce & Peace!" -> "grace-peace"), as the staff forms fill it in
 * (the post form as it is typed, in the browser too); `fallback` when nothing is left.
 */
export function slugFromTitle(title: string, fallback: string): string {
  const base = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX_LENGTH - 10)
    .replace(/-+$/, "");
  return isSlug(base) ? base : fallback;
}
