import { pathOf } from "#server/http/logging";
import { SECRET_LINK_PATHS } from "#server/http/secret-links";

/**
 * A route parameter named like a secret (a token, a key, a code...) means a one-time link: its
 * address must be in SECRET_LINK_PATHS, or the request line would log it whole. Every other
 * parameter name must be one known to carry nothing secret, so a new parameter is looked at once.
 * server/http/secret-links.test.ts walks the route table (app/routes.ts) with it, and
 * tests/api/logging.test.ts the server's own routes (the newsletter's links).
 */
const SECRET_PARAMETER = /token|secret|key|code|nonce|signature|hash|link/i;
const PUBLIC_PARAMETERS = new Set([
  "slug",
  "tag",
  "tagName",
  "categoryName",
  "archive",
  "address",
  "id",
  "page",
  "name",
  "file",
  // One date of an event (its original start, "2026-01-04T15:30").
  "occurrence",
]);

/**
 * Checks one route path: each parameter is known to be public, or secret-looking with the address
 * before it listed. Returns the problems, in words.
 */
export function secretRouteProblems(path: string): string[] {
  const segments = path.split("/");
  return segments.flatMap((segment, index) => {
    const parameter = /^:(\w+)\??$/.exec(segment)?.[1];
    if (!parameter) return [];
    const before = segments.slice(0, index).join("/");
    if (SECRET_PARAMETER.test(parameter)) {
      const sample = `${before}/Secret_Value-123`;
      return SECRET_LINK_PATHS.includes(before) && !pathOf(sample).includes("Secret_Value-123")
        ? []
        : [`${path}: a secret parameter whose address (${before}) is not in SECRET_LINK_PATHS`];
    }
    return PUBLIC_PARAMETERS.has(parameter)
      ? []
      : [`${path}: the parameter "${parameter}" is neither a known public one nor named like a secret`];
  });
}
