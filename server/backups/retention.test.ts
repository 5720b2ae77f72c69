import { describe, expect, it } from "vitest";
import { archiveName, archiveTime, isTemporaryName, temporaryName } from "./archive-names";
import { archivesToDelete } from "./retention";

const at = (iso: string) => archiveName(new Date(iso));

describe("archive names", () => {
  it("say the Harare time to the second, read back to the same instant; other names are not archives", () => {
    expect(at("2026-11-26T00:30:00Z")).toBe("church-site-2026-11-26T023000+0200.tar.gz");
    expect(at("2026-12-31T22:15:09Z")).toBe("church-site-2027-01-01T001509+0200.tar.gz");
    expect(archiveName(new Date("2026-11-26T00:30:00Z"), 2)).toBe("church-site-2026-11-26T023000+0200-2.tar.gz");
    expect(archiveTime("church-site-2026-11-26T023000+0200.tar.gz")).toEqual(new Date("2026-11-26T00:30:00Z"));
    expect(archiveTime("church-site-2026-11-26T023000+0200-2.tar.gz")).toEqual(new Date("2026-11-26T00:30:00Z"));
    for (const other of [
      "notes.txt",
      "church-site-2026-02-30T023000+0200.tar.gz",
      "church-site-2026-11-26T023000+0300.tar.gz",
      "church-site-2026-11-26T023000+0200.tar.gz.partial",
    ]) {
      expect(archiveTime(other), other).toBeNull();
    }
    const name = at("2026-11-26T00:30:00Z");
    expect(isTemporaryName(temporaryName(name, "partial"))).toBe(true);
    expect(isTemporaryName(temporaryName(name, "staging"))).toBe(true);
    expect(isTemporaryName(name)).toBe(false);
    expect(archiveTime(temporaryName(name, "partial"))).toBeNull();
  });
});

describe("retention", () => {
  it("keeps the newest of each of the last N days and M weeks that have an archive, and always the newest", () => {
    const names = [
      at("2026-11-26T00:30:00Z"), // Thu
      at("2026-11-25T12:00:00Z"), // Wed, later the same day
      at("2026-11-25T00:30:00Z"),
      at("2026-11-23T00:30:00Z"), // Mon (24th missing: the server was off)
      at("2026-11-22T00:30:00Z"), // Sun: the week before's newest
      at("2026-11-16T00:30:00Z"), // Mon of the week before
      at("2026-11-08T00:30:00Z"), // Sun, two weeks before
      at("2026-10-01T00:30:00Z"),
    ];
    const deleted = archivesToDelete(names, 3, 2);
    // Days: 26, 25 (12:00), 23. Weeks: this (26), the one before (22).
    expect(deleted.sort()).toEqual(
      [
        at("2026-11-25T00:30:00Z"),
        at("2026-11-16T00:30:00Z"),
        at("2026-11-08T00:30:00Z"),
        at("2026-10-01T00:30:00Z"),
      ].sort(),
    );
    expect(archivesToDelete(names, 1, 0)).toHaveLength(names.length - 1);
    expect(archivesToDelete(names, 1, 0)).not.toContain(at("2026-11-26T00:30:00Z"));
    // A second archive of a day is never its day's newest: it goes whatever the numbers.
    expect(archivesToDelete(names, 100, 100)).toEqual([at("2026-11-25T00:30:00Z")]);
  });

  it("never touches a file that is not an archive, and keeps a lone archive whatever the numbers", () => {
    expect(archivesToDelete(["notes.txt", "site.db", ".church-site-x.partial"], 1, 0)).toEqual([]);
    expect(archivesToDelete([at("2020-01-01T00:00:00Z")], 1, 0)).toEqual([]);
  });

  it("counts days and weeks in Harare time: 23:30 UTC is already the next Harare day, and a week starts on Monday", () => {
    // Sunday 22 Nov 23:30 UTC is Monday 23 Nov 01:30 in Harare: a new day and a new week.
    const names = [at("2026-11-22T23:30:00Z"), at("2026-11-22T21:00:00Z")];
    expect(archivesToDelete(names, 1, 2)).toEqual([]);
    expect(archivesToDelete(names, 1, 1)).toEqual([at("2026-11-22T21:00:00Z")]);
  });
});
