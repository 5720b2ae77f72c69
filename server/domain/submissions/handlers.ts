import { HONEYPOT_FIELD } from "#contract/honeypot";
import {
  COMMENT_BODY,
  CONTACT_BODY,
  MINISTRY_BODY,
  NEWSLETTER_BODY,
  PRAYER_BODY,
  type GuardedKind,
  type SubmissionKind,
} from "#contract/submissions";
import type { ValidationErrors } from "#contract/types";
import { validateBody, type BodyRules, type BodyValues } from "#contract/validation";
import type { Services } from "#server/domain/types";

/**
 * One way in for every submission, whether it came through the API (server/http/api/submissions.ts) or
 * a page's form posted without JavaScript (the route actions, through the load context): the body
 * checked against its one definition (contract/submissions.ts), then the honeypot, then the
 * service that stores it. The rate limit runs before (the API's onRequest hook, the action), so a
 * throttled client costs no parsing.
 */

export const ANSWERS = {
  comments: "Your comment has been submitted successfully and is pending approval.",
  contact: "Your message has been sent successfully!",
  prayers: "Your prayer request has been submitted. Our team will be praying for you.",
  "ministry-forms": "Thank you! Your form has been received and the ministry team will be in touch soon.",
  newsletter: "Successfully subscribed!",
} as const satisfies Record<SubmissionKind, string>;

/** What the handlers ask of the submission guard (server/http/submission-guard.ts, which counts too). */
export interface HoneypotCheck {
  /**
   * True when the honeypot field holds anything (logged): the caller answers exactly what a
   * success would and stores nothing, so the bot learns nothing.
   */
  isBot(kind: GuardedKind, honeypot: unknown, ip: string): boolean;
}

/** Accepted (the API's status and body), or refused with DRF's field messages. */
export type SubmissionOutcome =
  { ok: true; status: 200 | 201; answer: Record<string, unknown> } | { ok: false; errors: ValidationErrors };

/** Takes one parsed body of its kind from the client at `ip`. */
export type SubmissionHandlers = Record<SubmissionKind, (body: unknown, ip: string) => Promise<SubmissionOutcome>>;

/** The submission handlers as one request sees them (route actions' load context): the address is bound. */
export type RequestSubmissionHandlers = Record<SubmissionKind, (body: unknown) => Promise<SubmissionOutcome>>;

interface Accepted<B extends BodyRules> {
  values: BodyValues<B>;
  extra: Record<string, unknown>;
  /** A bot filled the honeypot: answer exactly as a success would, and store nothing. */
  bot: boolean;
}

function created(kind: SubmissionKind): SubmissionOutcome {
  return { ok: true, status: 201, answer: { detail: ANSWERS[kind] } };
}

export function createSubmissionHandlers(services: Services, guard: HoneypotCheck): SubmissionHandlers {
  /** Validation, then the honeypot (logged by the guard), then `store`. */
  function handler<B extends BodyRules>(
    kind: SubmissionKind,
    rules: B,
    store: (accepted: Accepted<B>) => Promise<SubmissionOutcome>,
  ) {
    return async (body: unknown, ip: string): Promise<SubmissionOutcome> => {
      const input = validateBody(rules, body);
      if (!input.ok) return { ok: false, errors: input.errors };
      const bot = guard.isBot(kind, input.body[HONEYPOT_FIELD], ip);
      return store({ values: input.values, extra: input.extra, bot });
    };
  }
  const { comments, submissions } = services;

  return {
    // A bot's comment runs every check (unknown post, parent) before the same answer.
    comments: handler("comments", COMMENT_BODY, async ({ values, bot }) => {
      const result = await comments.create(values, { store: !bot });
      if (!result.ok) return { ok: false, errors: result.errors };
      return { ok: true, status: 201, answer: { ...result.comment, detail: ANSWERS.comments } };
    }),
    contact: handler("contact", CONTACT_BODY, async ({ values, bot }) => {
      if (!bot) await submissions.contact(values);
      return created("contact");
    }),
    prayers: handler("prayers", PRAYER_BODY, async ({ values, bot }) => {
      if (!bot) await submissions.prayer(values);
      return created("prayers");
    }),
    "ministry-forms": handler("ministry-forms", MINISTRY_BODY, async ({ values, extra, bot }) => {
      if (!bot) await submissions.ministry(values, extra);
      return created("ministry-forms");
    }),
    // Idempotent: an address already on the list answers 200 with the same message; a bot is
    // answered as a new subscriber.
    newsletter: handler("newsletter", NEWSLETTER_BODY, async ({ values, bot }) => {
      const isNew = bot || (await submissions.subscribe(values)).created;
      return { ok: true, status: isNew ? 201 : 200, answer: { detail: ANSWERS.newsletter } };
    }),
  };
}

export function bindSubmissionHandlers(handlers: SubmissionHandlers, ip: string): RequestSubmissionHandlers {
  const bound = {} as RequestSubmissionHandlers;
  for (const kind of Object.keys(handlers) as SubmissionKind[]) bound[kind] = (body) => handlers[kind](body, ip);
  return bound;
}
