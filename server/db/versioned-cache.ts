import type { ContentVersion } from "./content-version";

/**
 * What every public render reads and staff rarely change (the church's details, the built-in
 * pages' documents, the footer's links), kept per process for the content version it was read
 * under. A request reads the version once (one indexed read) and, while it has not moved, gets the
 * kept values instead of reading and checking them again. Any edit, through any process, moves the
 * version (server/db/content-version.ts), so the next request of every process reads the new content.
 *
 * A value is read after the version it is kept under, so it is never older than that version. Kept
 * values are shared by every request, so they are frozen: a loader that changed one would throw
 * instead of changing what the next visitor sees.
 */
export function createVersionedCache(readVersion: (now: Date) => Promise<ContentVersion>) {
  let keptVersion: string | null = null;
  const kept = new Map<string, Promise<unknown>>();

  /** One request's reader: the version read on the first ask, each key loaded at most once. */
  return function forRequest(now: Date = new Date()) {
    let version: Promise<string> | null = null;
    return async function read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const current = await (version ??= readVersion(now).then((v) => v.version));
      if (current !== keptVersion) {
        kept.clear();
        keptVersion = current;
      }
      let value = kept.get(key) as Promise<T> | undefined;
      if (!value) {
        value = load().then(deepFreeze);
        kept.set(key, value);
        // A failed read (an outage) is not kept: the next request tries again.
        value.catch(() => {
          if (kept.get(key) === value) kept.delete(key);
        });
      }
      return value;
    };
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
