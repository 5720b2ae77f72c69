import type { AppLoadContext } from "react-router";

/**
 * A loader's promise streamed to an <Await>: if it fails, <Await> shows the section's error box,
 * but React Router never hands the rejection to handleError (app/entry.server.tsx). Logged here,
 * through the request's logger; the promise itself is returned unchanged.
 */
export function logIfRejected<T>(promise: Promise<T>, log: AppLoadContext["log"], message: string): Promise<T> {
  promise.catch((error: unknown) => log.error({ err: error }, message));
  return promise;
}
