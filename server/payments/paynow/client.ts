import { decimalAmount, parseTypedAmount } from "#contract/money";
import { hashVerifies, signMessage } from "./hash";
import { encodeMessage, fieldOf, parseMessage, type PaynowField, type PaynowMessage } from "./message";
import { paynowStatusOf, type PaynowStatus } from "./status";

/**
 * A small client of Paynow's documented protocol (developers.paynow.co.zw; docs/decisions/048),
 * written instead of Paynow's Node SDK, which hard-codes Paynow's address and so cannot be tested
 * against anything else. Every exchange is a form post with a hash both ways; the base address is
 * the configuration's (PAYNOW_URL), so the tests talk to a simulated Paynow over HTTP.
 *
 * Nothing here throws because of Paynow: a Paynow that is down, slow, or answers something else
 * than it should comes back as a typed failure (`PaynowFailure`) the caller turns into a message.
 * Nothing here logs either: a message holds who pays and how much.
 */

/** One Paynow integration: Paynow issues one per currency, with its id and its secret key. */
export interface PaynowIntegration {
  id: string;
  key: string;
}

export interface PaynowClientOptions {
  /** Paynow's address, e.g. https://www.paynow.co.zw (no trailing slash needed). */
  baseUrl: string;
  /** How long one exchange (connection, request, whole answer) may take. */
  timeoutMs: number;
}

export interface PaymentRequest {
  /** Our own reference of the payment, also sent as `merchanttrace` (Paynow: at most 32 characters). */
  reference: string;
  amountCents: number;
  /** Shown to the payer on Paynow (nothing confidential). */
  additionalInfo: string;
  /** Where Paynow sends the payer's browser back to. */
  returnUrl: string;
  /** Where Paynow posts its status updates. */
  resultUrl: string;
}

/** An express checkout: the payer stays on our page and approves on their phone (or pays with a code). */
export interface ExpressRequest extends PaymentRequest {
  method: "ecocash" | "onemoney" | "innbucks";
  /** The wallet to debit ("0771234567"); null where the method needs none. */
  phone: string | null;
  /** `authemail`, which express checkout requires: the merchant's own address (in test mode its login). */
  authEmail: string;
}

/**
 * Why an exchange brought no usable answer:
 * - `unreachable`: no connection (refused, no such host): nothing reached Paynow;
 * - `no-answer`: no whole answer in time, or the connection broke: the request may have reached it;
 * - `bad-answer`: an answer that is not one (an HTTP error, unreadable, too long, fields missing,
 *   an address outside Paynow's);
 * - `bad-hash`: an answer whose hash does not verify with the integration's key;
 * - `error`: Paynow's own refusal (`status=Error&error=…`), with its words.
 */
export type PaynowFailureKind = "unreachable" | "no-answer" | "bad-answer" | "bad-hash" | "error";

export interface PaynowFailure {
  ok: false;
  kind: PaynowFailureKind;
  /** Paynow's error, or what went wrong, in a short line (never the message itself). */
  detail: string;
}

/** A transaction Paynow accepted. */
export interface Initiated {
  ok: true;
  pollUrl: string;
  /** Where the payer finishes on Paynow's page (a web transaction); null for express checkout. */
  browserUrl: string | null;
  paynowReference: string | null;
  /** InnBucks: the code the payer enters in the app, and until when it holds (as Paynow writes it). */
  authorizationCode: string | null;
  authorizationExpires: string | null;
}

/** A transaction's state as Paynow reports it, verified (a poll's answer, a trace's, a status update). */
export interface StatusReport {
  ok: true;
  found: true;
  reference: string;
  paynowReference: string | null;
  amountCents: number;
  status: PaynowStatus;
  pollUrl: string | null;
}

export type TraceOutcome = StatusReport | { ok: true; found: false } | PaynowFailure;

export interface PaynowClient {
  /** Paynow's address, as configured. */
  readonly baseUrl: string;
  /** A web transaction: the payer is sent to `browserUrl`. */
  initiate(integration: PaynowIntegration, request: PaymentRequest): Promise<Initiated | PaynowFailure>;
  /** An express checkout (`/interface/remotetransaction`). */
  initiateExpress(integration: PaynowIntegration, request: ExpressRequest): Promise<Initiated | PaynowFailure>;
  /** The transaction's state now (an empty post to its poll URL). */
  poll(integration: PaynowIntegration, pollUrl: string): Promise<StatusReport | PaynowFailure>;
  /** Finds a transaction by the `merchanttrace` we sent, when its poll URL was never received. */
  trace(integration: PaynowIntegration, merchantTrace: string): Promise<TraceOutcome>;
  /** A status update Paynow posted to our result URL, verified with the integration's key. */
  readStatusUpdate(integration: PaynowIntegration, message: PaynowMessage): StatusReport | PaynowFailure;
}

/** Paynow's answers are a few hundred bytes; an answer longer than this is not one. */
const ANSWER_MAX_BYTES = 64 * 1024;
/** Connection failures that mean nothing was sent. */
const NOT_CONNECTED = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "UND_ERR_CONNECT_TIMEOUT",
]);
const DETAIL_MAX = 200;

const failure = (kind: PaynowFailureKind, detail: string): PaynowFailure => ({
  ok: false,
  kind,
  detail: detail.replace(/\s+/g, " ").trim().slice(0, DETAIL_MAX),
});

export function createPaynowClient(options: PaynowClientOptions): PaynowClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const origin = new URL(baseUrl).origin;
  const seconds = `${options.timeoutMs / 1000} s`;

  /** Only Paynow's own addresses are polled or shown to a payer (a verified answer names them; still). */
  const withinPaynow = (url: string | null): url is string =>
    url !== null && URL.canParse(url) && new URL(url).origin === origin;

  /** One form post and its answer read as a message; Paynow's `status=Error` is a failure with its words. */
  async function exchange(
    url: string,
    fields: PaynowMessage,
  ): Promise<{ ok: true; message: PaynowMessage } | PaynowFailure> {
    let text: string;
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: encodeMessage(fields),
        redirect: "manual",
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (response.status < 200 || response.status > 299) {
        await response.body?.cancel();
        return failure("bad-answer", `HTTP ${response.status}`);
      }
      const body = await readCapped(response);
      if (body === null) return failure("bad-answer", `an answer longer than ${ANSWER_MAX_BYTES} bytes`);
      text = body;
    } catch (error) {
      return failureOf(error, seconds);
    }
    const message = parseMessage(text);
    if (!message) return failure("bad-answer", "an answer that is not a Paynow message");
    if (fieldOf(message, "status")?.trim().toLowerCase() === "error")
      return failure("error", fieldOf(message, "error") || "an error without its reason");
    return { ok: true, message };
  }

  /** A verified status message (poll, trace, update): its fields read, its amount in cents. */
  function statusReport(integration: PaynowIntegration, message: PaynowMessage): StatusReport | PaynowFailure {
    if (!hashVerifies(message, integration.key)) return failure("bad-hash", "a status whose hash does not verify");
    const status = paynowStatusOf(fieldOf(message, "status") ?? "");
    const reference = fieldOf(message, "reference");
    const amountCents = parseTypedAmount(fieldOf(message, "amount") ?? "");
    const pollUrl = fieldOf(message, "pollurl");
    if (!status) return failure("bad-answer", `an unknown status "${fieldOf(message, "status") ?? ""}"`);
    if (!reference || amountCents === null) return failure("bad-answer", "a status without its reference or amount");
    if (pollUrl && !withinPaynow(pollUrl)) return failure("bad-answer", "a poll URL outside Paynow's address");
    return {
      ok: true,
      found: true,
      reference,
      paynowReference: fieldOf(message, "paynowreference"),
      amountCents,
      status,
      pollUrl: pollUrl || null,
    };
  }

  async function start(
    path: string,
    integration: PaynowIntegration,
    fields: PaynowField[],
    express: boolean,
  ): Promise<Initiated | PaynowFailure> {
    const answer = await exchange(`${baseUrl}${path}`, signMessage(fields, integration.key));
    if (!answer.ok) return answer;
    const { message } = answer;
    if (fieldOf(message, "status")?.trim().toLowerCase() !== "ok")
      return failure("bad-answer", `a status "${fieldOf(message, "status") ?? ""}" where Ok was expected`);
    if (!hashVerifies(message, integration.key)) return failure("bad-hash", "an answer whose hash does not verify");
    const pollUrl = fieldOf(message, "pollurl");
    const browserUrl = fieldOf(message, "browserurl");
    if (!withinPaynow(pollUrl)) return failure("bad-answer", "an answer without a poll URL of Paynow's");
    if (!express && !withinPaynow(browserUrl))
      return failure("bad-answer", "an answer without a payment page of Paynow's");
    return {
      ok: true,
      pollUrl,
      browserUrl: express ? null : browserUrl,
      paynowReference: fieldOf(message, "paynowreference"),
      authorizationCode: fieldOf(message, "authorizationcode"),
      authorizationExpires: fieldOf(message, "authorizationexpires"),
    };
  }

  /** The fields every initiation sends, in the order they are hashed. */
  function initiationFields(integration: PaynowIntegration, request: PaymentRequest): PaynowField[] {
    return [
      ["id", integration.id],
      ["reference", request.reference],
      ["amount", decimalAmount(request.amountCents)],
      ["additionalinfo", request.additionalInfo],
      ["returnurl", request.returnUrl],
      ["resulturl", request.resultUrl],
    ];
  }

  return {
    baseUrl,
    initiate: (integration, request) =>
      start(
        "/interface/initiatetransaction",
        integration,
        [...initiationFields(integration, request), ["merchanttrace", request.reference], ["status", "Message"]],
        false,
      ),
    initiateExpress: (integration, request) =>
      start(
        "/interface/remotetransaction",
        integration,
        [
          ...initiationFields(integration, request),
          ["authemail", request.authEmail],
          ...(request.phone === null ? [] : [["phone", request.phone] as const]),
          ["method", request.method],
          ["merchanttrace", request.reference],
          ["status", "Message"],
        ],
        true,
      ),
    async poll(integration, pollUrl) {
      if (!withinPaynow(pollUrl)) return failure("bad-answer", "a poll URL outside Paynow's address");
      const answer = await exchange(pollUrl, []);
      return answer.ok ? statusReport(integration, answer.message) : answer;
    },
    async trace(integration, merchantTrace) {
      const fields: PaynowField[] = [
        ["id", integration.id],
        ["merchanttrace", merchantTrace],
        ["status", "Message"],
      ];
      const answer = await exchange(`${baseUrl}/interface/trace`, signMessage(fields, integration.key));
      if (!answer.ok) return answer;
      if (fieldOf(answer.message, "status")?.trim().toLowerCase() === "notfound") {
        return hashVerifies(answer.message, integration.key)
          ? { ok: true, found: false }
          : failure("bad-hash", "a NotFound whose hash does not verify");
      }
      return statusReport(integration, answer.message);
    },
    readStatusUpdate: statusReport,
  };
}

/** The answer's text, or null when it is longer than ANSWER_MAX_BYTES (reading stops there). */
async function readCapped(response: Response): Promise<string | null> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > ANSWER_MAX_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function failureOf(error: unknown, seconds: string): PaynowFailure {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError"))
    return failure("no-answer", `no answer within ${seconds}`);
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  const code = typeof cause?.code === "string" ? cause.code : null;
  if (code && NOT_CONNECTED.has(code)) return failure("unreachable", code);
  return failure("no-answer", code ?? (error instanceof Error ? error.message : "the exchange failed"));
}
