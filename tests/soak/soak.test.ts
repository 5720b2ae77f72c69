import { describe, expect, it } from "vitest";
import { formatResult, runSoak, type SoakOptions } from "#tools/soak/run";
import { freePort } from "#tools/lib/production-server";
import { postgresReachable } from "#tools/lib/throwaway-postgres";

/**
 * `npm run soak` with small numbers (docs/performance.md, Resilience): on each engine, 8 clients
 * for 5 s with a SIGKILL and a restart in the middle, then (PostgreSQL) 5 s with the database cut
 * off through a proxy for the middle third, then SIGTERM with a request in flight; on SQLite also
 * the hard shutdown deadline. Every check of the run must pass. PostgreSQL is required when
 * CI=true; otherwise its half is skipped when no server answers at PG_ADMIN_URL.
 */
const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function soak(options: Pick<SoakOptions, "engine" | "outage" | "deadline">) {
  const port = process.env.SOAK_PORT ? Number(process.env.SOAK_PORT) : await freePort();
  const result = await runSoak({
    clients: 8,
    seconds: 5,
    crash: true,
    sigterm: true,
    port,
    proxyPort: 0,
    pgAdminUrl: PG_ADMIN_URL,
    databasePrefix: process.env.SOAK_DB_PREFIX ?? "soak_test_",
    pgCluster: ["15", "main"],
    log: () => {},
    ...options,
  });
  console.log(formatResult(result));
  return result;
}

function failures(result: Awaited<ReturnType<typeof runSoak>>): string[] {
  return result.checks.filter((item) => !item.ok).map((item) => `${item.phase}: ${item.name} (${item.detail})`);
}

describe("soak", () => {
  it("SQLite: load, SIGKILL and restart, SIGTERM, shutdown deadline", async () => {
    const result = await soak({ engine: "sqlite", outage: "none", deadline: true });
    expect(failures(result)).toEqual([]);
    expect(result.phases.map((phase) => phase.name)).toEqual(["load+crash"]);
    expect(result.checks.map((item) => item.phase)).toEqual(
      expect.arrayContaining(["load+crash", "sigterm", "deadline"]),
    );
  });

  it("PostgreSQL: load, SIGKILL and restart, database outage, SIGTERM", async (context) => {
    if (!(await postgresReachable(PG_ADMIN_URL))) {
      if (process.env.CI) throw new Error(`PostgreSQL is required in CI and could not be reached at ${PG_ADMIN_URL}`);
      context.skip();
    }
    const result = await soak({ engine: "postgres", outage: "proxy", deadline: false });
    expect(failures(result)).toEqual([]);
    expect(result.phases.map((phase) => phase.name)).toEqual(["load+crash", "outage (proxy)"]);
    expect(result.checks.map((item) => item.phase)).toContain("sigterm");
  });
});
