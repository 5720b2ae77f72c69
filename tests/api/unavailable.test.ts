import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "#tools/lib/production-server";
import { buildApp } from "#server/app";
import { openDatabase } from "#server/db/connection";
import { SERVICE_UNAVAILABLE } from "#server/db/unavailable";
import { insertFixtures } from "./fixtures";
import { createTestApi, csrfPair, ENGINE, type TestApi } from "./support";

/**
 * The database unavailable (docs/api.md, Errors): 503 with the message and Retry-After, while a
 * bad request is still answered 400 and a broken query is still a 500. The outage itself is the
 * engine's own: PostgreSQL refusing connections, SQLite locked by another process.
 */
const CONTACT = { name: "Tendai Moyo", email: "tendai@example.com", message: "Hello from Mbare." };

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({ fixtures: insertFixtures, pages: ENGINE === "postgres" });
});
afterAll(async () => {
  await t?.close();
});

describe.runIf(ENGINE === "postgres")("PostgreSQL refusing connections", () => {
  it("answers 503 to submissions and reads, 400 to bad input", async () => {
    const database = openDatabase({
      kind: "postgres",
      url: `postgres://postgres@127.0.0.1:${await freePort()}/gone`,
    });
    const { app } = await buildApp({ config: t.config, database, clientBuild: null });
    try {
      const csrf = await csrfPair(app);
      const post = (body: unknown) =>
        app.inject({
          method: "POST",
          url: "/api/contact/contact/submit/",
          headers: { "content-type": "application/json", ...csrf.headers },
          payload: JSON.stringify(body),
        });
      const submitted = await post(CONTACT);
      expect(submitted.statusCode).toBe(503);
      expect(submitted.json()).toEqual(SERVICE_UNAVAILABLE);
      expect(submitted.headers["retry-after"]).toBe("5");

      const list = await app.inject({ method: "GET", url: "/api/posts/" });
      expect(list.statusCode).toBe(503);
      expect(list.json()).toEqual(SERVICE_UNAVAILABLE);

      const invalid = await post({ ...CONTACT, email: "not an address" });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toEqual({ email: ["Enter a valid email address."] });
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("answers 503 to a page, whichever of its reads meets the outage first", async () => {
    const database = openDatabase({
      kind: "postgres",
      url: `postgres://postgres@127.0.0.1:${await freePort()}/gone`,
    });
    const { app } = await buildApp({ config: t.config, database, clientBuild: t.clientBuild });
    try {
      for (const url of ["/", "/about-us", "/blog"]) {
        const page = await app.inject({ method: "GET", url });
        expect(page.statusCode, url).toBe(503);
        expect(page.headers["retry-after"], url).toBe("5");
      }
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe.runIf(ENGINE === "sqlite")("SQLite locked by another process", () => {
  it("answers 503 to a submission while the lock is held, reads still work, 201 once it is released", async () => {
    if (t.config.database.kind !== "sqlite") throw new Error("expected SQLite");
    await sql`PRAGMA busy_timeout = 100`.execute(t.database.db);
    const holder = new SQLite(t.config.database.file);
    try {
      holder.exec("BEGIN IMMEDIATE");
      const refused = await t.post("/api/contact/contact/submit/", CONTACT);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual(SERVICE_UNAVAILABLE);
      expect(refused.headers["retry-after"]).toBe("5");

      const invalid = await t.post("/api/contact/contact/submit/", { ...CONTACT, name: "" });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toEqual({ name: ["This field may not be blank."] });

      // WAL: readers are not blocked by a writer.
      expect((await t.get("/api/posts/")).statusCode).toBe(200);
      holder.exec("ROLLBACK");
      expect((await t.post("/api/contact/contact/submit/", CONTACT)).statusCode).toBe(201);
    } finally {
      holder.close();
      await sql`PRAGMA busy_timeout = 5000`.execute(t.database.db);
    }
  });
});

describe("a broken query is not an outage", () => {
  it("stays 500 with the generic message", async () => {
    await t.database.db.schema.dropTable("ministry_applications").execute();
    const response = await t.post("/api/ministry-forms/", {
      ministry: "evangelism",
      first_name: "Rudo",
      last_name: "Chari",
      email: "rudo@example.com",
      message: "I would like to join.",
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: "A server error occurred." });
  });
});
