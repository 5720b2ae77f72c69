import { harareDay, harareParts } from "#contract/harare-time";
import { archiveTime } from "./archive-names";

/**
 * Which archives to keep: the newest of each of the last `keepDaily` Harare days that have one,
 * and the newest of each of the last `keepWeekly` weeks (Monday to Sunday, Harare) that have one
 * (as restic's --keep-daily and --keep-weekly count), and always the newest archive of all. Days
 * without an archive (the server was off) do not use up the count. Files whose names are not
 * archive names are never listed, so never deleted.
 */
export function archivesToDelete(names: readonly string[], keepDaily: number, keepWeekly: number): string[] {
  const archives = names
    .map((name) => ({ name, at: archiveTime(name) }))
    .filter((archive): archive is { name: string; at: Date } => archive.at !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.name.localeCompare(a.name));
  if (archives.length === 0) return [];
  const keep = new Set<string>([archives[0]!.name]);
  const keepNewestOf = (bucketOf: (at: Date) => string, count: number) => {
    const seen = new Set<string>();
    for (const archive of archives) {
      const bucket = bucketOf(archive.at);
      if (seen.has(bucket)) continue;
      if (seen.size >= count) break;
      seen.add(bucket);
      keep.add(archive.name);
    }
  };
  keepNewestOf(harareDay, keepDaily);
  keepNewestOf(harareWeek, keepWeekly);
  return archives.filter((archive) => !keep.has(archive.name)).map((archive) => archive.name);
}

const DAY_MS = 24 * 60 * 60_000;

/** The Harare date of the Monday that starts the week of `at`. */
function harareWeek(at: Date): string {
  const sinceMonday = (harareParts(at).weekday + 6) % 7;
  return harareDay(new Date(at.getTime() - sinceMonday * DAY_MS));
}
