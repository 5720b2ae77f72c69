import { defineSetting } from "#server/domain/settings/settings";

/**
 * Why a comment may deserve a closer look: two or more links, or a word or phrase of
 * the blocklist the admin edits on /admin/settings. Hints only: nothing is held or refused by
 * them, the queue shows them beside the comment.
 */

/** How many links make a comment look like spam. */
export const LINK_HINT_THRESHOLD = 2;

/** The blocklist's limits: enough for a church's list, small enough to check on every queue page. */
export const BLOCKLIST_MAX_ENTRIES = 500;
export const BLOCKLIST_ENTRY_MAX = 100;

/** The admin's blocklist: words or phrases, as they typed them (one a line on the settings page). */
export const COMMENT_BLOCKLIST = defineSetting<string[]>("comments.blocklist", [], (value) =>
  Array.isArray(value) && value.every((entry) => typeof entry === "string") ? value : undefined,
);

/** `http://…`, `https://…` or `www.…` up to the next space: "https://www.x.org" is one link. */
const LINK = /(?:\bhttps?:\/\/|\bwww\.)[^\s<>"()]+/giu;

export function countLinks(text: string): number {
  return text.match(LINK)?.length ?? 0;
}

/**
 * The blocklist as the settings page's textarea gives it: one entry a line, trimmed, inner spaces
 * folded, empty lines and repeats (in any case) dropped. Returns the entries, or the reason the
 * text is refused.
 */
/** The blocklist's lines as entries, or every problem of the text at once (each line too long, and too many). */
export function parseBlocklist(text: string): { ok: true; entries: string[] } | { ok: false; message: string } {
  const entries: string[] = [];
  const long: string[] = [];
  const seen = new Set<string>();
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const entry = raw.replace(/\s+/gu, " ").trim();
    if (!entry) continue;
    if (entry.length > BLOCKLIST_ENTRY_MAX) {
      long.push(`“${entry.slice(0, 30)}…”`);
      continue;
    }
    const key = entry.toLocaleLowerCase("en");
    if (seen.has(key)) continue;
    seen.add(key);
    entries.push(entry);
  }
  const problems: string[] = [];
  if (long.length > 0)
    problems.push(
      `Each line can have at most ${BLOCKLIST_ENTRY_MAX} characters: ${long.join(", ")} ${long.length === 1 ? "is" : "are"} longer.`,
    );
  if (entries.length + long.length > BLOCKLIST_MAX_ENTRIES)
    problems.push(`The blocklist can hold at most ${BLOCKLIST_MAX_ENTRIES} words or phrases.`);
  return problems.length > 0 ? { ok: false, message: problems.join(" ") } : { ok: true, entries };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The first blocklist entry found in `text`, as the admin wrote it, or null. Case-insensitive,
 * whole words only ("ass" does not match "class"); a phrase's spaces match any run of spaces.
 */
export function blockedWordIn(text: string, blocklist: readonly string[]): string | null {
  for (const entry of blocklist) {
    const words = entry.trim().split(/\s+/u).filter(Boolean).map(escapeRegExp);
    if (words.length === 0) continue;
    // Letters and digits of any script count as word characters (\b knows ASCII only).
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])${words.join("\\s+")}(?![\\p{L}\\p{N}_])`, "iu");
    if (pattern.test(text)) return entry;
  }
  return null;
}

/** The hints of one comment, in the words the queue shows. */
export function commentHints(comment: { name: string; text: string }, blocklist: readonly string[]): string[] {
  const hints: string[] = [];
  const links = countLinks(comment.text);
  if (links >= LINK_HINT_THRESHOLD) hints.push(`${links} links`);
  const blocked = blockedWordIn(`${comment.name}\n${comment.text}`, blocklist);
  if (blocked !== null) hints.push(`Blocked word: ${blocked}`);
  return hints;
}
