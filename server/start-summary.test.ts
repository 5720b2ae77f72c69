import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { answeredAddresses, startSummary, type StartFacts } from "./start-summary";

const PICTURES = { files: 417, present: 297, copied: 0, drawn: 120, bytes: 1_351_000, seconds: 79.24 };

function facts(env: Record<string, string>, more: Partial<StartFacts> = {}): StartFacts {
  return {
    config: loadConfig({ DATABASE_URL: "sqlite:/srv/site/data/site.db", MEDIA_DIR: "/srv/site/data/media", ...env }),
    port: Number(env.PORT ?? 3000),
    pid: 4242,
    migrationsApplied: 0,
    demoSeeded: false,
    pictures: PICTURES,
    machineAddresses: ["192.168.1.20"],
    ...more,
  };
}

describe("the start summary", () => {
  it("the quick start: the address to open, the database, mail not set up, the media, and how a phone gets in", () => {
    const lines = startSummary(facts({ SEED_DEMO: "1" }, { migrationsApplied: 14, demoSeeded: true }));
    expect(lines).toEqual([
      "The website is running (pid 4242).",
      "  Open:     http://localhost:3000",
      "  Database: SQLite /srv/site/data/site.db (migrations applied now: 14, demo content seeded)",
      "  Mail:     not set up: mails wait in the outbox (/admin/outbox) until SMTP_URL is set",
      "  Media:    /srv/site/data/media (417 pictures ready: 120 drawn now in 79.24 s)",
      "  To open it from another device on this network, add this machine's address to ALLOWED_HOSTS (ALLOWED_HOSTS=192.168.1.20); to post forms and sign in from there too, make SITE_URL this machine's address and port instead. Then restart.",
    ]);
  });

  it("prints only addresses the host check answers: 127.0.0.1 and the machine's address once they are allowed", () => {
    const config = { ALLOWED_HOSTS: "127.0.0.1,192.168.1.20" };
    expect(answeredAddresses(facts(config))).toEqual([
      "http://localhost:3000",
      "http://127.0.0.1:3000",
      "http://192.168.1.20:3000",
    ]);
    expect(startSummary(facts(config)).join("\n")).not.toMatch(/another device/);
    // Production allows no loopback name it was not given; development and tests allow them all.
    expect(answeredAddresses(facts({}))).toEqual(["http://localhost:3000"]);
    expect(answeredAddresses(facts({ NODE_ENV: "development", SITE_URL: "http://127.0.0.1:3000" }))).toEqual([
      "http://127.0.0.1:3000",
      "http://localhost:3000",
    ]);
  });

  it("leaves out what the socket cannot be reached at (HOST)", () => {
    const config = { ALLOWED_HOSTS: "127.0.0.1,192.168.1.20,[::1]" };
    expect(answeredAddresses(facts({ ...config, HOST: "127.0.0.1" }))).toEqual([
      "http://localhost:3000",
      "http://127.0.0.1:3000",
    ]);
    expect(answeredAddresses(facts({ ...config, HOST: "::" }))).toEqual([
      "http://localhost:3000",
      "http://127.0.0.1:3000",
      "http://[::1]:3000",
      "http://192.168.1.20:3000",
    ]);
    expect(startSummary(facts({ HOST: "127.0.0.1" })).join("\n")).not.toMatch(/another device/);
  });

  it("behind a proxy: SITE_URL and where this process listens; PostgreSQL and SMTP without their passwords", () => {
    const lines = startSummary(
      facts(
        {
          SITE_URL: "https://www.example.org",
          HOST: "127.0.0.1",
          PORT: "8080",
          DATABASE_URL: "postgres://church:s3cret-db@db.internal:5432/church",
          SMTP_URL: "smtp://hello%40example.org:s3cret-mail@smtp.example.org:587",
          S3_BUCKET: "church-pictures",
          S3_ENDPOINT: "https://s3.example.org",
          S3_ACCESS_KEY_ID: "key",
          S3_SECRET_ACCESS_KEY: "s3cret-key",
        },
        { pictures: { ...PICTURES, present: 417, drawn: 0, seconds: 0.01 } },
      ),
    );
    const text = lines.join("\n");
    expect(lines[1]).toBe("  Open:     https://www.example.org (this process listens on 127.0.0.1:8080)");
    expect(text).toContain("  Database: PostgreSQL church@db.internal:5432/church");
    expect(text).toContain("  Mail:     sent through smtp://smtp.example.org:587 as hello@example.org");
    expect(text).toContain(
      "  Media:    /srv/site/data/media (417 pictures ready); uploaded pictures in the bucket church-pictures",
    );
    expect(text).not.toMatch(/s3cret|localhost|another device/);
  });

  it("says when the pictures could not be prepared", () => {
    expect(startSummary(facts({}, { pictures: null })).join("\n")).toContain(
      "  Media:    /srv/site/data/media (the pictures could not be prepared: see above)",
    );
  });
});
