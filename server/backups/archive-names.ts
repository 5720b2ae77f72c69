import { harareInstant, harareIsoText } from "#contract/harare-time";

/**
 * A backup archive's name says when it was taken, in Harare time, to the second:
 * `church-site-2026-11-26T023000+0200.tar.gz`. Names sort in time order, retention reads the time
 * back from the name alone, and the files from another server's clock still sort right.
 */

const PREFIX = "church-site-";
const SUFFIX = ".tar.gz";

/** A finished archive's name (a second one in the same second gets `-2`, `-3`...). */
const NAME_PATTERN = /^church-site-(\d{4})-(\d{2})-(\d{2})T(\d{2})(\d{2})(\d{2})\+0200(?:-(\d+))?\.tar\.gz$/;

export function archiveName(at: Date, sequence = 1): string {
  // "2026-11-26T02:30:00+02:00" without the colons, which some file systems refuse.
  const stamp = harareIsoText(at).replace(/:/g, "");
  return `${PREFIX}${stamp}${sequence > 1 ? `-${sequence}` : ""}${SUFFIX}`;
}

/** When an archive of this name was taken; null for any other file (never touched by retention). */
export function archiveTime(name: string): Date | null {
  const match = NAME_PATTERN.exec(name);
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = harareInstant(year, month, day, hours, minutes, seconds);
  // 2026-02-30 and the like are not names this code wrote.
  return archiveName(date, Number(match[7] ?? 1)) === name ? date : null;
}

/**
 * The temporary names of a backup being written: the archive until it is whole, and the folder
 * its files are gathered in (dot names: never an archive, never served, never kept).
 */
export function temporaryName(name: string, kind: "partial" | "staging"): string {
  return `.${name}.${process.pid}.${kind}`;
}

/** What a backup that died left behind (removed by the next one, which holds the lease). */
export function isTemporaryName(name: string): boolean {
  return name.startsWith(`.${PREFIX}`) && (name.endsWith(".partial") || name.endsWith(".staging"));
}
