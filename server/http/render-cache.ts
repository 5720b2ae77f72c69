import fs from "node:fs";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import zlib from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { QueryRule } from "#contract/page-query";
import type { ContentVersion } from "#server/db/content-version";
import { keptQuery } from "./query-keys";
import { matchesIfNoneMatch } from "./http-cache";
import { HEALTH_PATH } from "./health";
import { canonicalPath, isStaffPath } from "#server/auth/areas";

/**
 * The render cache (docs/decisions/022-render-cache-and-content-version.md): the
 * rendered, compressed bytes of a public page or API read, kept in memory (LRU, bounded by bytes),
 * keyed by the URL, the encoding and the scheme, and stamped with what they were rendered from:
 * the content version the database keeps (server/db/content-version.ts), the next publication
 * time to come, and the minute (the home page's countdown is rounded to it). Every request reads
 * the stamp (one indexed read); an entry whose stamp differs is a miss. So an edit made through
 * any process is visible on the very next request of every process.
 *
 * Only answers a shared cache may keep are stored: 200 to GET or HEAD, `Cache-Control: public`,
 * no `Set-Cookie`, never a staff path or /api/csrf/. A hit is written as it was stored, with
 * If-None-Match answered 304.
 *
 * The URL of a request the cache may answer keeps only the query parameters its answer reads
 * (./query-keys.ts): it is looked up, and on a miss rendered, with those alone, so a parameter
 * nobody reads cannot multiply the renders of a page (decision 042).
 */

export type Encoding = "br" | "gzip" | "identity";

interface Entry {
  stamp: string;
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  etag: string | undefined;
  size: number;
}

/** Least recently used first; bounded by the bytes of the bodies and headers it holds. */
export class ByteLru {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;
  constructor(readonly maxBytes: number) {}

  get bytes(): number {
    return this.#bytes;
  }
  get size(): number {
    return this.#entries.size;
  }

  get(key: string): Entry | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: Entry): void {
    this.delete(key);
    // An answer bigger than a tenth of the cache would push out everything else: not kept.
    if (entry.size > this.maxBytes / 10) return;
    this.#entries.set(key, entry);
    this.#bytes += entry.size;
    for (const [oldest, old] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= old.size;
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.size;
  }
}

/**
 * The encoding the cache stores for this Accept-Encoding: brotli, else gzip, else none (the
 * same preference as @fastify/compress, server/app.ts; a q=0 refuses one).
 */
export function negotiateEncoding(header: string | undefined): Encoding {
  if (!header) return "identity";
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name.trim() === "x-gzip" ? "gzip" : name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (allows("br")) return "br";
  if (allows("gzip")) return "gzip";
  return "identity";
}

/** Same threshold and brotli quality as @fastify/compress's registration and defaults (server/app.ts). */
const COMPRESS_THRESHOLD = 1024;
const BROTLI_QUALITY = 4;

function compress(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === "br") {
    return zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  if (encoding === "gzip") return zlib.gzipSync(body);
  return body;
}

/** Headers that describe one connection or one moment, never stored with the bytes. */
const UNSTORED_HEADERS = new Set(["connection", "keep-alive", "date", "transfer-encoding"]);

/** Whether the answer may be kept by a shared cache (and so by this one). */
function isShareable(reply: FastifyReply): boolean {
  if (reply.statusCode !== 200 || reply.hasHeader("set-cookie")) return false;
  const cacheControl = String(reply.getHeader("cache-control") ?? "");
  return /\bpublic\b/.test(cacheControl) && !/\b(private|no-store|no-cache)\b/.test(cacheControl);
}

/**
 * Requests the cache may answer: public reads (no staff page, no token). Nor the health check: it
 * must ask the database itself, and the early lookup's version read must not stand in for it (nor hang it).
 */
export function isCacheableRequest(method: string, url: string): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  const path = canonicalPath(url);
  return !isStaffPath(path) && path !== "/api/csrf/" && !path.startsWith("/newsletter/") && path !== HEALTH_PATH;
}

export interface RenderCacheOptions {
  maxBytes: number;
  /** One read of the database per request (server/db/content-version.ts createVersionReader). */
  readVersion: (now: Date) => Promise<ContentVersion>;
  /**
   * What else the answers depend on, outside the database: the sermon audio folder (a sermon
   * claims its audio only while the file is there, server/domain/sermons/sermons.ts), by its mtime.
   */
  files?: () => string;
  now?: () => Date;
  /** The hosts the site answers (server/http/requests.ts): a hit is served before Fastify only for them. */
  allowedHosts: readonly string[];
  /** The query parameters the answer to a routed request reads (contract/page-query.ts); none when not given. */
  queryRule?: (request: FastifyRequest) => Promise<QueryRule>;
}

export interface RenderCacheStats {
  hits: number;
  misses: number;
  stored: number;
}

interface Slot {
  key: string;
  stamp: string;
  encoding: Encoding;
}

/** What was looked up for a request, by the early lookup or the hook: the slot a miss is stored in. */
const SLOTS = new WeakMap<IncomingMessage, Slot>();

/**
 * The cache key: the scheme as the connection and the proxy say it, the encoding, the URL. Made
 * of the request's raw facts (not of what trustProxy makes of them), so the early lookup, which runs
 * before Fastify, and the store, after it, always agree; an answer that depends on a trusted
 * X-Forwarded-Proto is then kept per value of that header, which is all it can depend on.
 */
function keyOf(raw: IncomingMessage, encoding: Encoding): string {
  const scheme = (raw.socket as TLSSocket).encrypted ? "https" : "http";
  const forwarded = raw.headers["x-forwarded-proto"] ?? "";
  return `${scheme}|${String(forwarded)}|${encoding}|${raw.url}`;
}

/** A folder's stamp: its mtime, which moves when a file is added, removed or renamed in it ("-" when absent). */
export function folderStamp(dir: string): string {
  return String(fs.statSync(dir, { throwIfNoEntry: false })?.mtimeMs ?? "-");
}

/** What an entry was rendered from: the version, the next publication to come, the minute. */
export function stampOf(version: ContentVersion, now: Date): string {
  return `${version.version}|${version.nextPublication ?? ""}|${Math.floor(now.getTime() / 60_000)}`;
}

export interface RenderCache {
  cache: ByteLru;
  stats: RenderCacheStats;
  /**
   * Wraps the HTTP server's request listener: a hit is written before Fastify sees the request
   * (no routing, hooks, rate limit or log lines: a stored answer costs less than any of them);
   * anything else goes on to Fastify. Fastify's serverFactory uses it (server/app.ts). A hook
   * that must run on every public read would miss hits: it belongs here too (decision 025).
   */
  earlyLookup(next: RequestListener, isDraining: () => boolean): RequestListener;
  /**
   * Registers the cache on `scope` (the pages and /api/): an onRequest hook that answers hits the
   * early lookup did not see (requests injected in tests), and an onSend hook, after the security headers
   * and the ETag (register it after them), that compresses and stores a shareable miss.
   */
  register(scope: FastifyInstance): void;
}

export function createRenderCache(options: RenderCacheOptions): RenderCache {
  const cache = new ByteLru(options.maxBytes);
  const stats: RenderCacheStats = { hits: 0, misses: 0, stored: 0 };
  const now = options.now ?? (() => new Date());
  const hosts = new Set(options.allowedHosts.map((host) => host.toLowerCase()));
  const enabled = options.maxBytes > 0;
  const queryRule = options.queryRule ?? (async () => new Set<string>());

  // What each path's answer reads of the query, once a request of it was routed: the early lookup,
  // which runs before routing, keeps a URL's parameters by it. Bounded: paths are the visitors' to choose.
  const rules = new Map<string, QueryRule>();
  function learnRule(path: string, rule: QueryRule): void {
    if (rules.size >= 5_000) rules.clear();
    rules.set(path, rule);
  }

  /** The stamp every entry is checked against now; null when the database cannot say (an outage: no cache). */
  async function currentStamp(): Promise<string | null> {
    const at = now();
    try {
      const version = await options.readVersion(at);
      return `${stampOf(version, at)}|${options.files?.() ?? ""}`;
    } catch {
      return null;
    }
  }

  // Accept-Encoding takes few values (one per browser): each is read once.
  const encodings = new Map<string, Encoding>();
  function encodingOf(header: string | undefined): Encoding {
    if (header === undefined) return "identity";
    let encoding = encodings.get(header);
    if (encoding === undefined) {
      if (encodings.size >= 256) encodings.clear();
      encoding = negotiateEncoding(header);
      encodings.set(header, encoding);
    }
    return encoding;
  }

  /**
   * Answers the request from the cache when it can (true), else leaves the slot a miss is stored
   * in. `cacheable`: the caller checked the request is one the cache keeps; else it is checked
   * here, unless an entry exists for its URL (only such requests ever stored one).
   */
  async function lookUp(raw: IncomingMessage, res: ServerResponse, cacheable: boolean): Promise<boolean> {
    const encoding = encodingOf(raw.headers["accept-encoding"]);
    const key = keyOf(raw, encoding);
    const entry = cache.get(key);
    if (!entry && !cacheable && !isCacheableRequest(raw.method ?? "", raw.url ?? "")) return false;
    const stamp = await currentStamp();
    if (stamp === null) return false;
    if (entry && entry.stamp === stamp) {
      stats.hits++;
      sendEntry(raw, res, entry);
      return true;
    }
    if (!cacheable && !isCacheableRequest(raw.method ?? "", raw.url ?? "")) return false;
    stats.misses++;
    SLOTS.set(raw, { key, stamp, encoding });
    return false;
  }

  /** What the early lookup may look up: a GET or HEAD for one of the site's hosts, in origin form. */
  function frontMayAnswer(raw: IncomingMessage): boolean {
    if (raw.method !== "GET" && raw.method !== "HEAD") return false;
    const url = raw.url ?? "";
    if (url.charCodeAt(0) !== 47 /* / */ || url.startsWith("//") || url.startsWith("/\\")) return false;
    if (raw.headers["x-forwarded-host"] !== undefined) return false;
    const host = (raw.headers.host ?? "").toLowerCase().replace(/:\d+$/, "");
    return hosts.has(host);
  }

  /** The routed request's URL (what the page renders from) and query with the parameters its answer reads alone. */
  async function keepReadParameters(request: FastifyRequest): Promise<void> {
    const url = request.raw.url ?? "";
    const mark = url.indexOf("?");
    if (mark < 0) return;
    const rule = await queryRule(request);
    learnRule(url.slice(0, mark), rule);
    if (rule === "all") return;
    request.raw.url = keptQuery(url, rule);
    const query = request.query as Record<string, unknown> | undefined;
    if (query) request.query = Object.fromEntries(Object.entries(query).filter(([name]) => rule.has(name)));
  }

  return {
    cache,
    stats,
    earlyLookup(next, isDraining) {
      if (!enabled) return next;
      return (raw, res) => {
        if (isDraining() || !frontMayAnswer(raw)) return next(raw, res);
        const url = raw.url ?? "";
        const mark = url.indexOf("?");
        if (mark >= 0) {
          const rule = rules.get(url.slice(0, mark));
          // A path not routed yet: Fastify routes it, and the hook keeps its parameters and looks up.
          if (rule === undefined) return next(raw, res);
          raw.url = keptQuery(url, rule);
        }
        lookUp(raw, res, false).then(
          (answered) => {
            if (!answered) next(raw, res);
          },
          () => next(raw, res),
        );
      };
    },
    register(scope) {
      if (!enabled) return;
      scope.addHook("onRequest", async (request, reply) => {
        // The early lookup looked already (a miss), or the request is not one the cache keeps.
        if (SLOTS.has(request.raw) || !isCacheableRequest(request.method, request.url)) return;
        await keepReadParameters(request);
        if (await lookUp(request.raw, reply.raw, true)) {
          reply.hijack();
          return reply;
        }
      });

      scope.addHook("onSend", async (request, reply, payload) => {
        const slot = SLOTS.get(request.raw);
        // GET only: a HEAD's payload is not what a GET would send in every route.
        if (!slot || request.method !== "GET" || !isShareable(reply)) return payload;
        if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
        const raw = typeof payload === "string" ? Buffer.from(payload) : payload;
        const encoding = raw.length >= COMPRESS_THRESHOLD ? slot.encoding : "identity";
        const body = compress(raw, encoding);
        if (encoding !== "identity") reply.header("content-encoding", encoding);
        // Whatever this answer's encoding, the URL's bytes depend on Accept-Encoding and nothing else.
        reply.header("vary", "accept-encoding");
        reply.header("content-length", String(body.length));
        const headers: Record<string, string | string[]> = {};
        let size = body.length + slot.key.length;
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (value === undefined || UNSTORED_HEADERS.has(name)) continue;
          headers[name] = Array.isArray(value) ? value.map(String) : String(value);
          size += name.length + String(value).length;
        }
        cache.set(slot.key, {
          stamp: slot.stamp,
          status: 200,
          headers,
          body,
          etag: typeof headers.etag === "string" ? headers.etag : undefined,
          size,
        });
        stats.stored++;
        return body;
      });
    },
  };
}

/** Writes a stored answer straight to the socket: the hooks that made it already ran when it was stored. */
function sendEntry(request: IncomingMessage, res: ServerResponse, entry: Entry): void {
  if (entry.etag && matchesIfNoneMatch(request.headers["if-none-match"], entry.etag)) {
    const headers = { ...entry.headers };
    delete headers["content-type"];
    delete headers["content-length"];
    delete headers["content-encoding"];
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(entry.status, entry.headers);
  res.end(request.method === "HEAD" ? undefined : entry.body);
}
