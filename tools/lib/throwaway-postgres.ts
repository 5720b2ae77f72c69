import pg from "pg";

/** Runs one statement as the administrator (CREATE and DROP DATABASE cannot run in a transaction). */
async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty PostgreSQL database `name` on the server of `adminUrl`, for one test run, bench or
 * soak: its URL, and `drop()`, which removes it even while connections are still open.
 * `name` is the caller's own (a prefix, the process id, random hex), quoted as an identifier.
 */
export async function createThrowawayDatabase(
  adminUrl: string,
  name: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  await asAdmin(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => asAdmin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** Whether a PostgreSQL server answers at `adminUrl` (tests skip their PostgreSQL half otherwise, but in CI). */
export async function postgresReachable(adminUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
