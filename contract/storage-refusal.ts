/**
 * What the site says when the server's storage refuses a write (a full disk, a read-only or
 * unwritable database or media folder): the one set of sentences, for visitors (the API's `detail`,
 * the public forms) and for staff (the back office's forms, the uploads). The server decides which
 * failure is which (server/lib/storage-refusal.ts); the pages only show the words.
 */

/** `disk-full`: no room left (or a quota). `cannot-write`: the storage is read-only or refuses this process. */
export type StorageRefusalKind = "disk-full" | "cannot-write";

export const STORAGE_REFUSAL_MESSAGES: Record<"visitor" | "staff", Record<StorageRefusalKind, string>> = {
  visitor: {
    "disk-full": "The server's disk is full, so nothing was saved. Please try again later.",
    "cannot-write": "The server cannot write its files just now, so nothing was saved. Please try again later.",
  },
  staff: {
    "disk-full": "The server's disk is full, so nothing was saved. Tell whoever looks after the server.",
    "cannot-write": "The server cannot write its files, so nothing was saved. Tell whoever looks after the server.",
  },
};

export function isStorageRefusalKind(value: unknown): value is StorageRefusalKind {
  return value === "disk-full" || value === "cannot-write";
}
