import { LOGO_COVER_PREFIX } from "#contract/church";
import { AUDIO_URL_PREFIX } from "#contract/sermon-audio";
import { isSlug, SLUG_MAX_LENGTH } from "#contract/slugs";

/**
 * Which addresses a page staff make may take (`/{address}`): never one the site already answers.
 * The site's pages come from the route table itself (the server build's routes, whose paths are
 * app/routes.ts's), so a page added there is reserved without a thought; the build's top-level
 * files (favicon.svg, picture-field.js...) and the prefixes Fastify answers before React Router
 * are added here, as the server registers them.
 */

/** Answered by the server before any page: the API, media, build assets, the health check. */
export const SERVER_PREFIXES: readonly string[] = [
  "api",
  "admin",
  "assets",
  "img",
  firstSegment(AUDIO_URL_PREFIX)!,
  // The logo's podcast covers (server/http/podcast-cover.ts).
  firstSegment(LOGO_COVER_PREFIX)!,
  // server/http/health.ts (the domain does not import HTTP code).
  "healthz",
];

/** What the route table holds of a route (React Router's ServerBuild `routes`). */
export interface RouteEntry {
  path?: string;
  parentId?: string;
}

function firstSegment(path: string): string | null {
  const segment = path.split("/").find((part) => part !== "");
  return segment ? segment.toLowerCase() : null;
}

/**
 * The first path segment of every route (a layout's path joined to its children's), but for a
 * dynamic one (`:slug`, `*`), which is not a name taken; with the server's prefixes and the
 * build's top-level files.
 */
export function reservedAddresses(
  routes: Readonly<Record<string, RouteEntry | undefined>>,
  topLevelFiles: Iterable<string> = [],
): Set<string> {
  const reserved = new Set<string>(SERVER_PREFIXES);
  const fullPath = (entry: RouteEntry | undefined, depth = 0): string => {
    if (!entry || depth > 20) return "";
    const parent = entry.parentId ? fullPath(routes[entry.parentId], depth + 1) : "";
    return `${parent}/${entry.path ?? ""}`;
  };
  for (const entry of Object.values(routes)) {
    const segment = firstSegment(fullPath(entry));
    if (segment && !segment.startsWith(":") && !segment.startsWith("*")) reserved.add(segment);
  }
  for (const file of topLevelFiles) {
    const name = firstSegment(file);
    if (name) reserved.add(name);
  }
  return reserved;
}

/** Why `address` cannot be a page's address (its form, or the site uses it), or null when it can. */
export function addressProblem(address: string, reserved: ReadonlySet<string>): string | null {
  if (!isSlug(address))
    return `The address may hold only lower-case letters, digits and single hyphens between them (at most ${SLUG_MAX_LENGTH} characters).`;
  if (reserved.has(address))
    return `The address "/${address}" is already used by the site itself: choose another (for example "/${address}-page" or a different word).`;
  return null;
}
