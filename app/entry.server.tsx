import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from "react-router";
import { ScriptNonceContext } from "~/lib/script-nonce";

export const streamTimeout = 5_000;

/**
 * Every error React Router catches on the server (a loader, action or resource route that threw,
 * a render that failed) goes to the request's structured logger, with its request id
 * (server/app.ts configures what an error may carry into the log). Loaders that handle a failure
 * themselves (a section's error box) log it where they catch it; a response they throw is not
 * logged again here.
 */
export const handleError: HandleErrorFunction = (
  error,
  // React Router types the context `any` without middleware: ours is server/context.ts's.
  { request, context }: { request: Request; context: AppLoadContext },
) => {
  // An interrupted request (the visitor left) is not a fault.
  if (request.signal.aborted) return;
  logRouteError(context.log, error);
};

function logRouteError(log: AppLoadContext["log"], error: unknown) {
  // React Router's own answers carry their cause: a 404 or 405 is the visitor's doing, and the
  // request's log line has its status already.
  if (isRouteErrorResponse(error)) {
    const cause = (error as { error?: unknown }).error ?? error;
    if (error.status < 500) log.debug({ err: cause, status: error.status }, "Route answered an error response");
    else log.error({ err: cause, status: error.status }, "Route failed");
    return;
  }
  log.error({ err: error }, "Route failed");
}

/**
 * React Router's default Node entry, with two changes (docs/decisions/005-security-headers-and-caching.md):
 * - the page is always rendered whole (onAllReady, as the default does for crawlers): the server
 *   buffers it anyway to hash its inline scripts and tag it, and the same content must give the
 *   same bytes whatever the timing of deferred data (an ETag that changes by chance is useless);
 * - every inline script React, React Router and app/root.tsx render carries `loadContext.cspNonce`,
 *   the mark server/http/security-headers.ts turns into hashes.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Abort after streamTimeout, so rejected deferred data still render their error state.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ScriptNonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </ScriptNonceContext.Provider>,
      {
        nonce,
        // Every Suspense boundary is complete by the time the page is sent (onAllReady); without
        // this, React outlines a large one (over ~12 kB) as its fallback plus hidden content that
        // only a script swaps in: a spinner for ever without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Shell errors reject, and React Router hands them to handleError.
          if (shellRendered && !request.signal.aborted) logRouteError(loadContext.log, error);
        },
      },
    );
  });
}
