import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { ALL_AREAS } from "#server/auth/areas";
import { PERMISSION_NAMES } from "#server/auth/permissions";
import { openDatabase } from "#server/db/connection";
import { migrateToLatest } from "#server/db/migrate";
import { NOTICE_KINDS } from "#server/mail/notices";
import { DOMAINS, VERSIONED_TABLES } from "./domains";

/** Each name of `owned` with the domains that claim it. */
function owners(claim: (domain: (typeof DOMAINS)[number]) => readonly string[] | undefined): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const domain of DOMAINS) {
    for (const name of claim(domain) ?? []) found.set(name, [...(found.get(name) ?? []), domain.name]);
  }
  return found;
}

function expectOneOwnerEach(all: readonly string[], claimed: Map<string, string[]>): void {
  expect([...claimed.keys()].sort()).toEqual([...all].sort());
  for (const [name, domains] of claimed) expect({ name, domains }).toEqual({ name, domains: [domains[0]] });
}

describe("the domains' list", () => {
  it("names each domain once", () => {
    const names = DOMAINS.map((domain) => domain.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("versions exactly the tables whose triggers the migrations made (SQLite)", async () => {
    const handle = openDatabase({ kind: "sqlite", file: ":memory:" });
    try {
      await migrateToLatest(handle.db, handle.engine);
      const { rows } = await sql<{ name: string; tbl_name: string }>`
        SELECT name, tbl_name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'content_version_%'`.execute(
        handle.db,
      );
      const triggered = new Set(rows.map((row) => row.tbl_name));
      expect([...triggered].sort()).toEqual([...VERSIONED_TABLES].sort());
      // Every table has its three: insert, update, delete.
      for (const table of VERSIONED_TABLES) {
        expect(
          rows
            .filter((row) => row.tbl_name === table)
            .map((row) => row.name)
            .sort(),
        ).toEqual(["delete", "insert", "update"].map((event) => `content_version_${table}_${event}`));
      }
      expect(new Set(VERSIONED_TABLES).size).toBe(VERSIONED_TABLES.length);
    } finally {
      await handle.db.destroy();
    }
  });

  it("gives every staff area, permission and notice kind exactly one owner", () => {
    expectOneOwnerEach(
      ALL_AREAS.map((area) => area.key),
      owners((domain) => domain.areas),
    );
    expectOneOwnerEach(
      PERMISSION_NAMES,
      owners((domain) => domain.permissions),
    );
    expectOneOwnerEach(
      NOTICE_KINDS,
      owners((domain) => domain.noticeKinds),
    );
  });
});
