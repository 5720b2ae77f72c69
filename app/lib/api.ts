/**
 * The API's calls (docs/api.md) as the browser makes them: same-origin /api/, cookies sent, the
 * `csrftoken` cookie echoed as `X-CSRFToken` on every unsafe request, and the rules for
 * turning an error response into a message. Server loaders use the services directly instead.
 */
import type {
  Category,
  CommentNode,
  Paginated,
  PostDetail,
  PostSummary,
  ReceivedComment,
  Sermon,
  SermonCategory,
} from "#contract/types";
import type { HoneypotBody } from "#contract/honeypot";
import { keep, newKey, type OutboxEntry, type OutboxOutcome } from "./outbox";

export const API_BASE = "/api";

/** The query of GET /sermons/: page, search and the category filter's three forms. */
export type SermonQuery = {
  page?: number;
  page_size?: number;
  search?: string;
  categories__slug?: string;
  categories__name?: string;
  category?: string;
};

const CSRF_COOKIE = "csrftoken";

/** A failed call: `status` null means no response arrived (network error). */
export class ApiError extends Error {
  readonly status: number | null;
  readonly data: unknown;
  constructor(status: number | null, data: unknown, message?: string) {
    super(message ?? (status === null ? "Network error" : `HTTP ${status}`));
    this.name = "ApiError";
    this.status = status;
    this.data = data;
  }
}

export function readCookie(
  name: string,
  cookieString: string = typeof document === "undefined" ? "" : document.cookie,
) {
  for (const part of cookieString.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

let csrfRequest: Promise<string | null> | null = null;

/** The CSRF token from the cookie, fetching /api/csrf/ once when the cookie is missing. */
export async function csrfToken(): Promise<string | null> {
  const fromCookie = readCookie(CSRF_COOKIE);
  if (fromCookie) return fromCookie;
  csrfRequest ??= fetch(`${API_BASE}/csrf/`, { credentials: "same-origin" })
    .then(() => readCookie(CSRF_COOKIE))
    .catch(() => null)
    .finally(() => {
      csrfRequest = null;
    });
  return csrfRequest;
}

interface RequestOptions {
  method?: "GET" | "POST";
  query?: Record<string, string | number | undefined | null>;
  body?: unknown;
  signal?: AbortSignal;
  /** A submission's Idempotency-Key (docs/api.md): sent again with the same key, it is stored once. */
  idempotencyKey?: string;
}

export function buildPath(path: string, query?: RequestOptions["query"]): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ""}`;
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? "GET";
  const headers: Record<string, string> = { Accept: "application/json" };
  if (method !== "GET") {
    headers["Content-Type"] = "application/json";
    const token = await csrfToken();
    if (token) headers["X-CSRFToken"] = token;
    if (options.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;
  }
  let response: Response;
  try {
    response = await fetch(buildPath(path, options.query), {
      method,
      headers,
      credentials: "same-origin",
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(null, null);
  }
  const text = await response.text();
  let data: unknown = text;
  if (text !== "") {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  } else {
    data = null;
  }
  if (!response.ok) throw new ApiError(response.status, data);
  return data as T;
}

// ----- Error response -> message -----

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function firstString(value: unknown): string | null {
  if (typeof value === "string" && value.trim() !== "") return value;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstString(item);
      if (found) return found;
    }
  }
  return null;
}

export const NETWORK_ERROR_MESSAGE = "Network error. Please check your connection.";

/**
 * The newsletter's rule: an `email` field's first message (else "Invalid email
 * address"), otherwise `detail`, then `error`, then a string body, else the form's fallback.
 * No response at all gives the network message.
 */
export function newsletterErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === null) return NETWORK_ERROR_MESSAGE;
  const data = error.data;
  if (isRecord(data)) {
    if ("email" in data) return firstString(data.email) ?? "Invalid email address";
    return firstString(data.detail) ?? firstString(data.error) ?? fallback;
  }
  return firstString(data) ?? fallback;
}

/**
 * "Server message else default" (page-level forms): the response's `message`, then
 * `detail`, then `error`, then the first validation message, else the fallback.
 */
export function serverErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status === null) return fallback;
  const data = error.data;
  if (isRecord(data)) {
    const direct = firstString(data.message) ?? firstString(data.detail) ?? firstString(data.error);
    if (direct) return direct;
    for (const value of Object.values(data)) {
      const found = firstString(value);
      if (found) return found;
    }
    return fallback;
  }
  return firstString(data) ?? fallback;
}

// ----- The API's calls -----

export type PostList = Paginated<PostSummary> | PostSummary[];

/** Lists come paginated or as plain arrays: read either. */
export function listResults<T>(data: Paginated<T> | T[] | null | undefined): T[] {
  if (Array.isArray(data)) return data;
  return data?.results ?? [];
}

/**
 * A form's submission (a POST to the API) with a fresh Idempotency-Key. When no answer arrives at all
 * and a form is sending (useSubmission), it is kept on the device and sent later (outbox.ts): the
 * error thrown then is `queued`, and the form says so. A refusal is thrown as before.
 */
function submit<T>(path: string, body: unknown): Promise<T> {
  const sending = sendingForm;
  const key = newKey();
  return request<T>(path, { method: "POST", body, idempotencyKey: key }).catch((error: unknown) => {
    if (sending && error instanceof ApiError && error.status === null) {
      if (keep({ key, path, body, form: sending.form, note: sending.note, at: Date.now() })) throw new QueuedError();
    }
    throw error;
  });
}

/** The submission was kept on the device, to be sent once the connection is back. */
export class QueuedError extends ApiError {
  readonly queued = true;
  constructor() {
    super(null, null, "Kept until back online");
  }
}

let sendingForm: { form: string; note: string | null } | null = null;

/** Runs a form's send: the submissions it starts (synchronously) may be kept offline for that form. */
export function sendAsForm<T>(form: string, note: string | null, send: () => T): T {
  sendingForm = { form, note };
  try {
    return send();
  } finally {
    sendingForm = null;
  }
}

/** Sends a kept submission again with its key: null while there is still no network or the key is busy. */
export function sendKept(entry: OutboxEntry): Promise<OutboxOutcome | null> {
  return request(entry.path, { method: "POST", body: entry.body, idempotencyKey: entry.key }).then(
    (data) => ({ ok: true as const, data }),
    (error: unknown) => {
      if (!(error instanceof ApiError) || error.status === null || error.status === 409 || error.status >= 500) {
        return null;
      }
      return { ok: false as const, status: error.status, data: error.data };
    },
  );
}

export const api = {
  posts: (query?: { page?: number; page_size?: number }, signal?: AbortSignal) =>
    request<Paginated<PostSummary>>("/posts/", { query, signal }),
  post: (slug: string, signal?: AbortSignal) => request<PostDetail>(`/posts/${encodeURIComponent(slug)}/`, { signal }),
  postComments: (slug: string, signal?: AbortSignal) =>
    request<CommentNode[]>(`/posts/${encodeURIComponent(slug)}/comments/`, { signal }),
  featuredPosts: (signal?: AbortSignal) => request<PostSummary[]>("/posts/featured/", { signal }),
  latestPosts: (signal?: AbortSignal) => request<PostSummary[]>("/posts/latest/", { signal }),
  recentPosts: (signal?: AbortSignal) => request<PostSummary[]>("/posts/recent/", { signal }),
  archives: (signal?: AbortSignal) => request<string[]>("/posts/archives/", { signal }),
  archivePosts: (date: string, signal?: AbortSignal) =>
    request<Paginated<PostSummary>>("/posts/archive/", { query: { date }, signal }),
  categories: (signal?: AbortSignal) => request<Category[]>("/categories/", { signal }),
  categoryPosts: (idOrSlug: string | number, signal?: AbortSignal) =>
    request<Paginated<PostSummary>>(`/categories/${encodeURIComponent(String(idOrSlug))}/posts/`, { signal }),
  tagPosts: (tag: string, signal?: AbortSignal) =>
    request<Paginated<PostSummary>>(`/tags/${encodeURIComponent(tag)}/posts/`, { signal }),
  search: (q: string, signal?: AbortSignal) => request<Paginated<PostSummary>>("/search/", { query: { q }, signal }),

  createComment: (
    body: { post_slug: string; name: string; email: string; text: string; parent: number | null } & HoneypotBody,
  ) => submit<ReceivedComment>("/comments/create/", body),
  submitContact: (body: Record<string, unknown>) => submit<{ id: number }>("/contact/contact/submit/", body),
  subscribeNewsletter: (body: { email: string; name?: string } & HoneypotBody) =>
    submit<{ detail: string }>("/newsletter/subscribe/", body),
  submitPrayer: (body: Record<string, unknown>) => submit<{ id: number }>("/prayers/submit/", body),
  submitMinistryForm: (body: Record<string, unknown>) => submit<{ id: number }>("/ministry-forms/", body),
  registerForEvent: (slug: string, body: Record<string, unknown>) =>
    submit<{ status: "confirmed" | "waitlisted"; detail: string; registration_url: string }>(
      `/events/${encodeURIComponent(slug)}/register/`,
      body,
    ),

  sermons: (query: SermonQuery, signal?: AbortSignal) => request<Paginated<Sermon>>("/sermons/", { query, signal }),
  latestSermons: (signal?: AbortSignal) => request<Sermon[]>("/sermons/latest/", { signal }),
  sermonCategories: (signal?: AbortSignal) => request<SermonCategory[]>("/sermons/categories/", { signal }),
};
