/**
 * The repository explains itself: a clone holds neither the original specification, nor the
 * design notes it started from, nor the issue tracker, so no file may point at them. Comments
 * name the rule and, where useful, the section of docs/product.md or a decision record.
 * Decision records keep their history (which issue a change came from); nothing may point at a
 * folder beside the clone.
 */

/** Where history may be told: the decision records. */
const HISTORY_FOLDER = "docs/decisions/";

/** Each outside reference, with what to write instead. Spelled so this file does not match itself. */
const OUTSIDE_REFERENCES: { pattern: RegExp; what: string; allowedInHistory: boolean }[] = [
  { pattern: /\.\.\/s[h]ared\//, what: "a folder beside the clone", allowedInHistory: false },
  { pattern: /\bS[P]EC\b/, what: "the original specification", allowedInHistory: true },
  { pattern: /(?<!RFC \d+ )\u00a7 ?\d/, what: "a section of the original specification", allowedInHistory: true },
  { pattern: /\bDESIG[N]\.md\b/, what: "the original design notes", allowedInHistory: true },
  { pattern: /\b[Ii]ssues? [0-9]+\b/, what: "an issue number", allowedInHistory: true },
];

export interface OutsideReference {
  path: string;
  line: number;
  what: string;
  text: string;
}

/** The lines of one tracked file that point outside the repository. */
export function outsideReferences(path: string, content: string): OutsideReference[] {
  const inHistory = path.startsWith(HISTORY_FOLDER);
  const found: OutsideReference[] = [];
  content.split("\n").forEach((text, index) => {
    for (const { pattern, what, allowedInHistory } of OUTSIDE_REFERENCES) {
      if (inHistory && allowedInHistory) continue;
      if (pattern.test(text)) found.push({ path, line: index + 1, what, text: text.trim() });
    }
  });
  return found;
}
