import type { Config } from "#server/config";
import type { Services } from "#server/domain/types";
import type { IdempotencyStore } from "#server/domain/submissions/idempotency";
import type { SubmissionHandlers } from "#server/domain/submissions/handlers";
import type { SubmissionGuard } from "#server/http/submission-guard";

/** What the /api/ plugin (./index.ts) hands each of its route files. */
export interface ApiOptions {
  services: Services;
  config: Config;
  guard: SubmissionGuard;
  /** Validation, honeypot and storage of every submission, shared with the pages' form posts. */
  submit: SubmissionHandlers;
  /** The submissions' Idempotency-Keys and first answers. */
  idempotency: IdempotencyStore;
}
