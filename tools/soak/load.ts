import http from "node:http";
import { csrfHeaders, errorCode, request } from "./http";
import { sleep } from "./server";

/**
 * The load: N clients, each a browser that fetches its CSRF cookie once and then sends valid
 * submissions one after another, each carrying a unique marker so its row can be found. Every
 * answer is a sample; network errors (a killed server) are samples too, then the client waits a
 * moment and goes on, as a visitor pressing "send" again would.
 */
export const KINDS = ["contact", "prayer", "comment", "newsletter"] as const;
export type Kind = (typeof KINDS)[number];

export interface Sample {
  kind: Kind;
  marker: string;
  /** The HTTP status, or the network error's code (ECONNREFUSED, ECONNRESET, TIMEOUT, ...). */
  status: number | string;
  /** When the request started (Date.now()). */
  at: number;
  ms: number;
  /** The answer's `detail` for a 5xx. */
  detail?: string;
}

export interface LoadOptions {
  origin: string;
  clients: number;
  /** The clients stop sending when this settles (the scenario decides how long the load lasts). */
  until: Promise<unknown>;
  /** Lower-case letters and digits; every marker of the run starts with it. */
  markerPrefix: string;
  /** A published post to comment on. */
  postSlug: string;
  /** A client gives up on an answer after this long (counted as TIMEOUT: a hang). */
  requestTimeoutMs?: number;
}

/** After a network error or a 5xx a client waits this long before its next submission. */
const BACKOFF_MS = 100;

function submission(kind: Kind, marker: string, postSlug: string): { path: string; body: unknown } {
  switch (kind) {
    case "contact":
      return {
        path: "/api/contact/contact/submit/",
        body: {
          name: "Soak Tester",
          email: "soak@example.com",
          subject: "Soak test",
          message: `Soak message ${marker} end`,
          form_type: "contact",
        },
      };
    case "prayer":
      return {
        path: "/api/prayers/submit/",
        body: {
          name: "Soak Tester",
          email: "soak@example.com",
          request: `Soak prayer ${marker} end`,
          is_private: true,
        },
      };
    case "comment":
      return {
        path: "/api/comments/create/",
        body: {
          post_slug: postSlug,
          name: "Soak Tester",
          email: "soak@example.com",
          text: `Soak comment ${marker} end`,
        },
      };
    case "newsletter":
      return { path: "/api/newsletter/subscribe/", body: { email: `${marker}@example.com`, name: "Soak Tester" } };
  }
}

function detailOf(body: string): string | undefined {
  try {
    const detail = (JSON.parse(body) as { detail?: unknown }).detail;
    return typeof detail === "string" ? detail : body.slice(0, 200);
  } catch {
    return body.slice(0, 200);
  }
}

export async function runLoad(options: LoadOptions): Promise<{ samples: Sample[]; durationMs: number }> {
  const samples: Sample[] = [];
  const start = Date.now();
  let running = true;
  const stop = () => (running = false);
  options.until.then(stop, stop);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.clients });

  const client = async (index: number) => {
    let headers: Record<string, string> | null = null;
    for (let seq = 0; running; seq++) {
      if (!headers) {
        headers = await csrfHeaders(options.origin, agent).catch(() => null);
        if (!headers) {
          await sleep(BACKOFF_MS);
          continue;
        }
      }
      const kind = KINDS[(index + seq) % KINDS.length]!;
      const marker = `${options.markerPrefix}-${index}-${seq}`;
      const { path, body } = submission(kind, marker, options.postSlug);
      const began = Date.now();
      let sample: Sample;
      try {
        const answer = await request(
          options.origin,
          "POST",
          path,
          headers,
          JSON.stringify(body),
          options.requestTimeoutMs ?? 30_000,
          agent,
        );
        sample = { kind, marker, status: answer.status, at: began, ms: Date.now() - began };
        if (answer.status >= 500) sample.detail = detailOf(answer.body);
      } catch (error) {
        sample = { kind, marker, status: errorCode(error), at: began, ms: Date.now() - began };
      }
      samples.push(sample);
      if (typeof sample.status !== "number" || sample.status >= 500) await sleep(BACKOFF_MS);
    }
  };

  await Promise.all(Array.from({ length: options.clients }, (_, index) => client(index)));
  agent.destroy();
  return { samples, durationMs: Date.now() - start };
}

export interface LoadSummary {
  requests: number;
  seconds: number;
  /** Answered submissions per second (any HTTP status). */
  throughput: number;
  /** Latency of the answered submissions, ms. */
  p50: number;
  p99: number;
  byStatus: Record<string, number>;
}

export function summarize(samples: Sample[], durationMs: number): LoadSummary {
  const answered = samples.filter((sample) => typeof sample.status === "number");
  const latencies = answered.map((sample) => sample.ms).sort((a, b) => a - b);
  const byStatus: Record<string, number> = {};
  for (const sample of samples) byStatus[String(sample.status)] = (byStatus[String(sample.status)] ?? 0) + 1;
  return {
    requests: samples.length,
    seconds: durationMs / 1000,
    throughput: answered.length / (durationMs / 1000),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    byStatus,
  };
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/** Markers answered 2xx, by kind: the submissions the server acknowledged. */
export function acknowledged(samples: Sample[]): Record<Kind, Set<string>> {
  const result = Object.fromEntries(KINDS.map((kind) => [kind, new Set<string>()])) as Record<Kind, Set<string>>;
  for (const sample of samples) {
    if (typeof sample.status === "number" && sample.status >= 200 && sample.status < 300)
      result[sample.kind].add(sample.marker);
  }
  return result;
}
