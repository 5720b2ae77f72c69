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
