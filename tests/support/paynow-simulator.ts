import { createHash, randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A simulated Paynow for the tests: a real HTTP server on 127.0.0.1 that speaks Paynow's documented
 * protocol (developers.paynow.co.zw) as Paynow does, so the client under test talks to it over
 * HTTP, never through a mock: form posts both ways, hashes both ways (written here from Paynow's
 * own description, not with the code under test), initiation (`/interface/initiatetransaction`),
 * express checkout (`/interface/remotetransaction`), polls, traces (`/interface/trace`), and signed
 * status updates posted to the result URL each transaction was given.
 *
 * Its test-mode numbers play as Paynow's test mode does ("Test Mode", Express Checkout):
 * 0771111111 paid 5 s after initiation, 0772222222 paid after 30 s, 0773333333 cancelled by the
 * user after 30 s (as `userCancelledStatus`: Paynow's table says Cancelled, its test mode sends
 * Failed), 0774444444 refused at once with "Insufficient balance". Any other number, InnBucks and
 * web transactions wait until the test settles them. Time is the simulator's own clock, moved by
 * `advance(ms)`; the knobs make it misbehave in the ways a payment gateway can.
 */

export type SimulatedCurrency = "USD" | "ZWG";

export interface SimulatedIntegration {
  id: string;
  key: string;
  currency: SimulatedCurrency;
}

export type SimulatedStatus =
  "Created" | "Sent" | "Paid" | "Awaiting Delivery" | "Delivered" | "Cancelled" | "Failed" | "Disputed" | "Refunded";

export interface SimulatedTransaction {
  guid: string;
  paynowReference: string;
  integration: SimulatedIntegration;
  reference: string;
  merchantTrace: string | null;
  amount: string;
  method: string | null;
  phone: string | null;
  authEmail: string | null;
  resultUrl: string;
  returnUrl: string;
  status: SimulatedStatus;
  /** What Paynow reports as the amount (post and poll): the amount asked for unless a test says otherwise. */
  reportedAmount: string;
  /** The integration whose key signs what is said of it (another one: a transaction of the other currency). */
  signedBy: SimulatedIntegration;
}

export interface SettleOptions {
  /** The status update claims this instead of the new status (a poll tells the truth). */
  resultPostSays?: SimulatedStatus;
  /** Paynow reports this amount from now on ("9.99" for a gift of 10.00). */
  amount?: string;
  /** What is said of the transaction is signed with this currency's integration key from now on. */
  signedAs?: SimulatedCurrency;
}

export interface SimulatorKnobs {
  /** Answers (initiation, poll, trace) and status updates carry a wrong hash. */
  tamperAnswers: boolean;
  tamperResultPosts: boolean;
  /** Each status update is posted twice. */
  duplicateResultPosts: boolean;
  /** Status updates are never posted (a lost result post). */
  dropResultPosts: boolean;
  /** Every answer waits this long (a slow Paynow: what it was asked is done at once, the answer comes late). */
  answerDelayMs: number;
  /** What the user-cancelled test number reports. */
  userCancelledStatus: "Cancelled" | "Failed";
  /** The next initiation is refused with this error (then the knob resets). */
  refuseNextInitiation: string | null;
}

export interface DeliveredPost {
  reference: string;
  url: string;
  body: string;
  /** Our result URL's HTTP status, or null when it could not be reached. */
  answer: number | null;
}

export interface PaynowSimulator {
  /** The base address to configure as PAYNOW_URL. */
  readonly url: string;
  readonly knobs: SimulatorKnobs;
  /** Every knob back as a well-behaved Paynow has it. */
  behave(): void;
  /** Every transaction created, oldest first. */
  readonly transactions: SimulatedTransaction[];
  /** Every request received (path and body), oldest first. */
  readonly requests: Array<{ path: string; body: string }>;
  /** Every status update posted, oldest first. */
  readonly posts: DeliveredPost[];
  /** The transaction of our reference (the test's mistake when there is none). */
  transaction(reference: string): SimulatedTransaction;
  /** The payer acts (pays, cancels) or Paynow changes the status; its status update is posted (awaited). */
  settle(reference: string, status: SimulatedStatus, options?: SettleOptions): Promise<void>;
  /** Moves the simulator's clock; the test numbers' status changes that fall due are settled (awaited). */
  advance(ms: number): Promise<void>;
  /** Stops listening: connections are refused until `comeBack()`. */
  goDown(): Promise<void>;
  comeBack(): Promise<void>;
  close(): Promise<void>;
}

/** Paynow's hash as its C# example computes it: values trimmed and joined, the key appended, SHA-512, upper-case hex. */
function paynowHashOf(values: string[], key: string): string {
  return createHash("sha512")
    .update(values.map((value) => value.trim()).join("") + key, "utf8")
    .digest("hex")
    .toUpperCase();
}

/** A message as Paynow writes one: .NET's lower-case percent escapes, the hash last. */
function paynowMessage(fields: Array<[string, string]>, key: string | null, tamper = false): string {
  const all = [...fields];
  if (key !== null) {
    let hash = paynowHashOf(
      fields.map(([, value]) => value),
      key,
    );
    if (tamper) hash = `${hash[0] === "A" ? "B" : "A"}${hash.slice(1)}`;
    all.push(["hash", hash]);
  }
  return all
    .map(
      ([name, value]) =>
        `${name}=${encodeURIComponent(value).replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase())}`,
    )
    .join("&");
}

const errorMessage = (error: string) =>
  paynowMessage(
    [
      ["status", "Error"],
      ["error", error],
    ],
    null,
  );

const TEST_NUMBERS: Record<string, { afterMs: number; status: "Paid" | "cancelled" } | "insufficient"> = {
  "0771111111": { afterMs: 5_000, status: "Paid" },
  "0772222222": { afterMs: 30_000, status: "Paid" },
  "0773333333": { afterMs: 30_000, status: "cancelled" },
  "0774444444": "insufficient",
};

const EXPRESS_METHODS = new Set(["ecocash", "onemoney", "innbucks"]);
const MOBILE_MONEY = new Set(["ecocash", "onemoney"]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A well-behaved Paynow. */
const BEHAVING: Readonly<SimulatorKnobs> = {
  tamperAnswers: false,
  tamperResultPosts: false,
  duplicateResultPosts: false,
  dropResultPosts: false,
  answerDelayMs: 0,
  userCancelledStatus: "Cancelled",
  refuseNextInitiation: null,
};

export async function startPaynowSimulator(integrations: SimulatedIntegration[]): Promise<PaynowSimulator> {
  const knobs: SimulatorKnobs = { ...BEHAVING };
  const transactions: SimulatedTransaction[] = [];
  const requests: Array<{ path: string; body: string }> = [];
  const posts: DeliveredPost[] = [];
  const due: Array<{ at: number; reference: string; status: SimulatedStatus }> = [];
  let clock = 0;
  let nextPaynowReference = 40_221;
  let port = 0;

  const base = () => `http://127.0.0.1:${port}`;
  const pollUrlOf = (transaction: SimulatedTransaction) => `${base()}/Interface/CheckPayment/?guid=${transaction.guid}`;
  const integrationOf = (currency: SimulatedCurrency) => {
    const found = integrations.find((integration) => integration.currency === currency);
    if (!found) throw new Error(`The simulator has no ${currency} integration`);
    return found;
  };

  function statusFields(transaction: SimulatedTransaction, status = transaction.status): Array<[string, string]> {
    return [
      ["reference", transaction.reference],
      ["paynowreference", transaction.paynowReference],
      ["amount", transaction.reportedAmount],
      ["status", status],
      ["pollurl", pollUrlOf(transaction)],
    ];
  }

  async function postStatus(transaction: SimulatedTransaction, says: SimulatedStatus): Promise<void> {
    if (knobs.dropResultPosts) return;
    const body = paynowMessage(statusFields(transaction, says), transaction.signedBy.key, knobs.tamperResultPosts);
    for (let time = 0; time < (knobs.duplicateResultPosts ? 2 : 1); time += 1) {
      let answer: number | null = null;
      try {
        const response = await fetch(transaction.resultUrl, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body,
        });
        await response.arrayBuffer();
        answer = response.status;
      } catch {
        answer = null;
      }
      posts.push({ reference: transaction.reference, url: transaction.resultUrl, body, answer });
    }
  }

  function transaction(reference: string): SimulatedTransaction {
    const found = transactions.find((each) => each.reference === reference);
    if (!found) throw new Error(`The simulator has no transaction ${reference}`);
    return found;
  }

  async function settle(reference: string, status: SimulatedStatus, options: SettleOptions = {}): Promise<void> {
    const found = transaction(reference);
    found.status = status;
    if (options.amount !== undefined) found.reportedAmount = options.amount;
    if (options.signedAs !== undefined) found.signedBy = integrationOf(options.signedAs);
    await postStatus(found, options.resultPostSays ?? status);
  }

  /** The integration a request names, its hash checked; or the error Paynow answers. */
  function checkedRequest(fields: Array<[string, string]>): SimulatedIntegration | string {
    const id = fields.find(([name]) => name === "id")?.[1];
    const integration = integrations.find((each) => each.id === id);
    if (!integration) return "Invalid Id.";
    const hash = fields.find(([name]) => name.toLowerCase() === "hash")?.[1] ?? "";
    const values = fields.filter(([name]) => name.toLowerCase() !== "hash").map(([, value]) => value);
    const expected = paynowHashOf(values, integration.key);
    return hash.toUpperCase() === expected
      ? integration
      : `Invalid Hash. Hash should start with: ${expected.slice(0, 6)}`;
  }

  function initiate(fields: Array<[string, string]>, express: boolean): string {
    const checked = checkedRequest(fields);
    if (typeof checked === "string") return errorMessage(checked);
    const field = (name: string) => fields.find(([each]) => each === name)?.[1] ?? null;
    for (const name of ["reference", "amount", "returnurl", "resulturl", "status"]) {
      if (!field(name)) return errorMessage(`Missing required field: ${name}`);
    }
    if (field("status") !== "Message") return errorMessage("Invalid status field");
    const amount = field("amount")!;
    if (!/^\d+\.\d{2}$/.test(amount) || Number(amount) <= 0) return errorMessage("Invalid amount field");
    const merchantTrace = field("merchanttrace");
    if (merchantTrace !== null && merchantTrace.length > 32) return errorMessage("Invalid merchanttrace field");
    if (merchantTrace !== null && transactions.some((each) => each.merchantTrace === merchantTrace))
      return errorMessage("Duplicate merchanttrace");
    const method = field("method");
    const phone = field("phone");
    if (express) {
      if (!method || !EXPRESS_METHODS.has(method)) return errorMessage("Invalid payment method");
      if (!field("authemail")) return errorMessage("authemail is required for express checkout");
      if (MOBILE_MONEY.has(method) && !phone) return errorMessage("A phone number is required");
      if (phone && TEST_NUMBERS[phone] === "insufficient") return errorMessage("Insufficient balance");
    }
    if (knobs.refuseNextInitiation !== null) {
      const error = knobs.refuseNextInitiation;
      knobs.refuseNextInitiation = null;
      return errorMessage(error);
    }
    const created: SimulatedTransaction = {
      guid: randomUUID(),
      paynowReference: String(nextPaynowReference++),
      integration: checked,
      reference: field("reference")!,
      merchantTrace,
      amount,
      method,
      phone,
      authEmail: field("authemail"),
      resultUrl: field("resulturl")!,
      returnUrl: field("returnurl")!,
      status: express ? "Sent" : "Created",
      reportedAmount: amount,
      signedBy: checked,
    };
    transactions.push(created);
    const behaviour = phone && method && MOBILE_MONEY.has(method) ? TEST_NUMBERS[phone] : undefined;
    if (behaviour && behaviour !== "insufficient") {
      due.push({
        at: clock + behaviour.afterMs,
        reference: created.reference,
        status: behaviour.status === "Paid" ? "Paid" : knobs.userCancelledStatus,
      });
    }
    if (!express) {
      return paynowMessage(
        [
          ["Status", "Ok"],
          ["BrowserUrl", `${base()}/Payment/ConfirmPayment/${created.paynowReference}`],
          ["PollUrl", pollUrlOf(created)],
          ["PaynowReference", created.paynowReference],
        ],
        checked.key,
        knobs.tamperAnswers,
      );
    }
    const answer: Array<[string, string]> = [
      ["status", "Ok"],
      ["instructions", method === "innbucks" ? "Pay in the InnBucks app" : "Dial *151*2*4# to approve"],
      ["paynowreference", created.paynowReference],
      ["pollurl", pollUrlOf(created)],
    ];
    if (method === "innbucks") {
      answer.push(["authorizationcode", String(100_000_000 + Number(created.paynowReference))]);
      answer.push(["authorizationexpires", "28-Nov-2026 14:30"]);
    }
    return paynowMessage(answer, checked.key, knobs.tamperAnswers);
  }

  function poll(guid: string | null): string {
    const found = transactions.find((each) => each.guid === guid);
    if (!found) return errorMessage("Invalid transaction");
    return paynowMessage(statusFields(found), found.signedBy.key, knobs.tamperAnswers);
  }

  function trace(fields: Array<[string, string]>): string {
    const checked = checkedRequest(fields);
    if (typeof checked === "string") return errorMessage(checked);
    const merchantTrace = fields.find(([name]) => name === "merchanttrace")?.[1];
    const found = transactions.find((each) => each.merchantTrace !== null && each.merchantTrace === merchantTrace);
    if (!found) return paynowMessage([["status", "NotFound"]], checked.key, knobs.tamperAnswers);
    return paynowMessage(statusFields(found), found.signedBy.key, knobs.tamperAnswers);
  }

  function answerTo(method: string, url: URL, body: string): { status: number; text: string } {
    const path = url.pathname.toLowerCase().replace(/\/+$/, "");
    const fields = [...new URLSearchParams(body).entries()];
    if (method === "GET" && path.startsWith("/payment/confirmpayment/"))
      return { status: 200, text: "<!doctype html><title>Paynow (simulated)</title><p>Pay here.</p>" };
    if (method !== "POST") return { status: 405, text: "" };
    if (path === "/interface/initiatetransaction") return { status: 200, text: initiate(fields, false) };
    if (path === "/interface/remotetransaction") return { status: 200, text: initiate(fields, true) };
    if (path === "/interface/checkpayment") return { status: 200, text: poll(url.searchParams.get("guid")) };
    if (path === "/interface/trace") return { status: 200, text: trace(fields) };
    return { status: 404, text: "" };
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const url = new URL(request.url ?? "/", base());
      requests.push({ path: `${url.pathname}${url.search}`, body });
      // Paynow does the work at once; only its answer is slow.
      const answer = answerTo(request.method ?? "GET", url, body);
      void (async () => {
        if (knobs.answerDelayMs > 0) await sleep(knobs.answerDelayMs);
        if (response.destroyed) return;
        // No kept-alive connections: once down, every client's next request is refused, never a reused socket cut.
        response.writeHead(answer.status, { "content-type": "text/plain; charset=utf-8", connection: "close" });
        response.end(answer.text);
      })();
    });
  });

  const listen = (at: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(at, "127.0.0.1", () => {
        server.off("error", reject);
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  await listen(0);

  return {
    get url() {
      return base();
    },
    knobs,
    behave: () => void Object.assign(knobs, BEHAVING),
    transactions,
    requests,
    posts,
    transaction,
    settle,
    async advance(ms) {
      clock += ms;
      for (;;) {
        const next = due.filter((event) => event.at <= clock).sort((a, b) => a.at - b.at)[0];
        if (!next) break;
        due.splice(due.indexOf(next), 1);
        await settle(next.reference, next.status);
      }
    },
    goDown: stop,
    comeBack: () => listen(port),
    close: stop,
  };
}

/**
 * Our result URL in the tests of the domain (no HTTP routes there yet): a small server on
 * 127.0.0.1 that hands each posted body to `handle` and answers with the status it returns.
 */
export async function startResultReceiver(
  path: string,
  handle: (body: string) => Promise<number>,
): Promise<{ origin: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      void (async () => {
        let status = 404;
        if (request.method === "POST" && request.url === path) {
          try {
            status = await handle(Buffer.concat(chunks).toString("utf8"));
          } catch {
            status = 500;
          }
        }
        response.writeHead(status);
        response.end();
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
