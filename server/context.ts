import type { FastifyBaseLogger } from "fastify";
import type { StorageRefusalKind } from "#contract/storage-refusal";
import type { Services } from "#server/domain/types";
import type { RequestGuard } from "#server/http/submission-guard";
import type { RequestSubmissionHandlers } from "#server/domain/submissions/handlers";
import type { ChurchDetails } from "#contract/church";
import type { PageDocument, PageKey } from "#contract/page-content";
import type { FooterPageLink } from "#contract/own-pages";
import type { ServiceTime } from "#contract/events";
import type { StaffContext } from "./staff-context";

/** What every loader and action receives as `context` (docs/architecture.md, Data flow). */
export interface SiteLoadContext {
  services: Services;
  /** Canonical origin without a trailing slash, e.g. https://www.example.org. */
  siteUrl: string;
  /**
   * The church's details (server/domain/church/church.ts), read only on a render (a page the render
   * cache answers reads nothing) and kept by the process while the content version stays
   * (server/db/versioned-cache.ts): however many loaders ask, a render reads them at most once.
   */
  church(): Promise<ChurchDetails>;
  /** A built-in page's own content (server/domain/pages/pages.ts), kept like `church()`. */
  pageContent(key: PageKey): Promise<PageDocument>;
  /** The footer's links to the pages staff made (server/domain/own-pages/pages.ts), kept like `church()`. */
  footerPages(): Promise<FooterPageLink[]>;
  /** The weekly services' times (server/domain/events/reads.ts), kept like `church()`: the footer and the pages that name them. */
  serviceTimes(): Promise<ServiceTime[]>;
  /**
   * Why this request's no-JavaScript public form post must be refused (server/http/cross-site.ts:
   * Sec-Fetch-Site, else Origin, read from the request as it reached the server), or null when it
   * may go ahead. Pages carry no token.
   */
  formPostFailure(request: Request): string | null;
  /** The request's structured logger (its request id on every line): loaders and actions log through it. */
  log: FastifyBaseLogger;
  /** Marks the server's own inline scripts for the Content-Security-Policy (server/http/security-headers.ts). */
  cspNonce: string;
  /** Rate limit and honeypot for submissions, shared with the API (server/http/submission-guard.ts). */
  guard: RequestGuard;
  /**
   * Every submission's validation, honeypot and storage, the same as the API's
   * (server/domain/submissions/handlers.ts): a form posted without JavaScript goes in through these submission handlers.
   */
  submit: RequestSubmissionHandlers;
  /**
   * When `error` is the server's storage refusing a write (a full disk, a read-only database or
   * media folder: server/lib/storage-refusal.ts), logs its cause with what was being `doing` and
   * returns the visitor's sentence; null for any other failure.
   */
  refusedWrite(error: unknown, doing: string): { kind: StorageRefusalKind; message: string } | null;
  /** The back office (/admin): the signed-in member and what they may do (server/staff-context.ts). */
  staff: StaffContext;
}

// React Router's middleware (future.v8_middleware) hands loaders a RouterContextProvider: ours
// carries these fields on it (server/http/react-router.ts), as its migration from AppLoadContext says.
declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends SiteLoadContext {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RouterContextProvider extends SiteLoadContext {}
}
