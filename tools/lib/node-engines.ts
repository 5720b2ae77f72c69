import semver from "semver";

/**
 * The Node.js versions the site must install and run on (docs/decisions/007-node-versions.md):
 * 20.19, what these machines and CI have; 22 and 24 LTS, what production runs. Each is the first
 * release of its line the project supports (22.12 and 20.19: require() of ES modules unflagged).
 */
export const SUPPORTED_NODE_VERSIONS = ["20.19.0", "22.12.0", "24.0.0"] as const;

interface LockedPackage {
  version?: string;
  dev?: boolean;
  engines?: Record<string, string> | string[];
}

export interface EngineViolation {
  /** name@version, e.g. cookie@2.0.2. */
  id: string;
  range: string;
  /** The supported versions the range does not admit. */
  excludes: string[];
  /** Only installed for development (`dev` in the lock): never by `npm ci --omit=dev`. */
  devOnly: boolean;
}

/** The name of a package from its key in package-lock.json's `packages` ("node_modules/a/node_modules/@b/c" -> "@b/c"). */
function packageName(key: string): string {
  return key.slice(key.lastIndexOf("node_modules/") + "node_modules/".length);
}

/** Every locked package whose `engines.node` does not admit all of `versions`. */
export function engineViolations(
  lock: { packages: Record<string, LockedPackage> },
  versions: readonly string[] = SUPPORTED_NODE_VERSIONS,
): EngineViolation[] {
  const violations: EngineViolation[] = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    // "" is the project itself; Array engines are a format npm no longer reads.
    const range = key === "" || Array.isArray(entry.engines) ? undefined : entry.engines?.node;
    if (range === undefined) continue;
    const excludes = versions.filter((version) => !semver.satisfies(version, range));
    if (excludes.length === 0) continue;
    violations.push({ id: `${packageName(key)}@${entry.version}`, range, excludes, devOnly: entry.dev === true });
  }
  return violations;
}
