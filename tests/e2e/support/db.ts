import Database from "better-sqlite3";

/** Reads rows from the database the e2e server writes (SQLite, WAL: safe to read alongside). */
export function queryRows<T = Record<string, unknown>>(sql: string, ...params: unknown[]): T[] {
  const file = process.env.E2E_DB_FILE;
  if (!file) throw new Error("E2E_DB_FILE is not set (playwright.config.ts sets it)");
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** Polls until the query returns at least one row (the form's request may still be in flight). */
export async function waitForRow<T = Record<string, unknown>>(sql: string, ...params: unknown[]): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const rows = queryRows<T>(sql, ...params);
    if (rows.length > 0) return rows[0];
    if (Date.now() > deadline) throw new Error(`No row for: ${sql} ${JSON.stringify(params)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
