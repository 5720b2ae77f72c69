/**
 * Submissions kept on the device while the network is gone. A form's POST that gets
 * no answer at all (not a refusal: a 400, 403 or 429 is shown as before and never kept) is saved
 * in localStorage with its Idempotency-Key, and sent again when the browser is back online or
 * the page is opened again later; the server answers a repeated key with its first answer and
 * stores nothing new (server/domain/submissions/idempotency.ts), so it is stored once whatever happens.
 * A form on the page that sent it hears the outcome and shows its normal success (or refusal).
 */

export const OFFLINE_MESSAGE = "You're offline. We'll send this as soon as you're back online.";

const STORAGE_KEY = "outbox:v1";
/** Entries older than this are dropped unsent: a week matches the server's key lifetime. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** At most this many kept (each at most the API's 64 KB body). */
const MAX_ENTRIES = 20;

export interface OutboxEntry {
  key: string;
  /** The API path, e.g. /contact/contact/submit/. */
  path: string;
  body: unknown;
  /** The form that sent it: the page's path and the form's own id. */
  form: string;
  /** The form's success text, shown when it was sent after a reload. */
  note: string | null;
  at: number;
}

/** Sent: `data` is the server's answer (a registration's private link, say); refused: its status and answer. */
export type OutboxOutcome = { ok: true; data?: unknown } | { ok: false; status: number; data: unknown };

type Listener = (entry: OutboxEntry, outcome: OutboxOutcome) => void;
const listeners = new Set<Listener>();

function read(): OutboxEntry[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "[]") as unknown;
    if (!Array.isArray(parsed)) return [];
    const now = Date.now();
    return (parsed as OutboxEntry[]).filter((entry) => typeof entry?.key === "string" && now - entry.at < MAX_AGE_MS);
  } catch {
    return [];
  }
}

function write(entries: OutboxEntry[]): void {
  try {
    if (entries.length === 0) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(entries.slice(-MAX_ENTRIES)));
  } catch {
    // Storage full or refused (private mode): the submission cannot be kept.
  }
}

/** Keeps a submission that got no answer; true when it was saved on the device. */
export function keep(entry: OutboxEntry): boolean {
  write([...read().filter((item) => item.key !== entry.key), entry]);
  return read().some((item) => item.key === entry.key);
}

/** The kept submissions of one form (to show the offline text again after a reload). */
export function keptFor(form: string): OutboxEntry[] {
  return typeof localStorage === "undefined" ? [] : read().filter((entry) => entry.form === form);
}

/** Hears each kept submission's outcome once it was sent; returns the unsubscribe. */
export function onSent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A fresh key per submission: random, never derived from what was typed. */
export function newKey(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

export type Sender = (entry: OutboxEntry) => Promise<OutboxOutcome | null>;

let flushing: Promise<void> | null = null;

/**
 * Sends every kept submission once (null from `send`: still no network, kept for later). One run
 * at a time; an entry leaves the store only after the server answered it.
 */
export function flush(send: Sender): Promise<void> {
  flushing ??= (async () => {
    for (const entry of read()) {
      const outcome = await send(entry);
      if (outcome === null) break;
      write(read().filter((item) => item.key !== entry.key));
      for (const listener of listeners) listener(entry, outcome);
    }
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

let started = false;

/** Sends what is kept now, and each time the browser comes back online. */
export function startOutbox(send: Sender): void {
  if (started || typeof window === "undefined") return;
  started = true;
  window.addEventListener("online", () => void flush(send));
  if (navigator.onLine !== false) void flush(send);
}
