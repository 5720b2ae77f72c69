import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("reads the mail settings; without SMTP_URL mail waits, without MAIL_FROM the address is no-reply at the site's host", () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: null,
      from: null,
      perMinute: 60,
    });
    for (const url of [
      "smtp://user:pass@mail.example.org:587",
      "smtps://u:p@mail.example.org:465",
      "smtp://127.0.0.1:2525",
    ]) {
      expect(loadConfig({ SMTP_URL: url, MAIL_FROM: "Church <hello@example.org>", MAIL_PER_MINUTE: "5" }).mail).toEqual(
        {
          smtpUrl: url,
          from: "Church <hello@example.org>",
          perMinute: 5,
        },
      );
    }
  });

  it("never repeats an SMTP password in its message", () => {
    expect(() => loadConfig({ SMTP_URL: "http://user:secret-pw@mail.example.org" })).toThrow(/^(?!.*secret-pw)/s);
  });

  it("keeps uploaded pictures in a bucket when S3_BUCKET is set (region us-east-1 unless told)", () => {
    const env = {
      S3_BUCKET: "pictures",
      S3_ENDPOINT: "https://s3.example.org",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
    };
    expect(loadConfig(env).s3).toEqual({
      endpoint: "https://s3.example.org",
      bucket: "pictures",
      region: "us-east-1",
      accessKeyId: "key",
      secretAccessKey: "secret",
    });
    expect(loadConfig({ ...env, S3_REGION: "auto" }).s3?.region).toBe("auto");
  });

  it("reads the backup settings: a folder, a Harare time or off, how many to keep, a bucket folder only with a bucket", () => {
    expect(loadConfig({}).backups).toEqual({
      dir: path.resolve("data/backups"),
      time: "02:30",
      keepDaily: 7,
      keepWeekly: 4,
      s3Prefix: null,
    });
    const bucket = {
      S3_BUCKET: "b",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_ACCESS_KEY_ID: "k",
      S3_SECRET_ACCESS_KEY: "s",
    };
    expect(
      loadConfig({
        ...bucket,
        BACKUP_DIR: "/srv/backups",
        BACKUP_TIME: "3:05",
        BACKUP_KEEP_DAILY: "14",
        BACKUP_KEEP_WEEKLY: "0",
        BACKUP_S3_PREFIX: "church/backups/",
      }).backups,
    ).toEqual({ dir: "/srv/backups", time: "03:05", keepDaily: 14, keepWeekly: 0, s3Prefix: "church/backups/" });
    expect(loadConfig({ BACKUP_TIME: "OFF" }).backups.time).toBeNull();
    expect(() => loadConfig({ BACKUP_TIME: "24:00" })).toThrow(
      'BACKUP_TIME: "24:00" is not a time of day; use HH:MM in Harare time, e.g. 02:30, or off',
    );
    expect(() => loadConfig({ BACKUP_KEEP_DAILY: "0" })).toThrow("BACKUP_KEEP_DAILY");
    expect(() => loadConfig({ ...bucket, BACKUP_S3_PREFIX: "backups" })).toThrow("BACKUP_S3_PREFIX");
    expect(() => loadConfig({ ...bucket, BACKUP_S3_PREFIX: "../backups/" })).toThrow("BACKUP_S3_PREFIX");
    expect(() => loadConfig({ BACKUP_S3_PREFIX: "backups/" })).toThrow("BACKUP_S3_PREFIX: is set but S3_BUCKET is not");
  });

  it("reads giving: Paynow's address, one integration per currency, the merchant's email, the maxima in cents", () => {
    expect(loadConfig({}).giving).toEqual({
      paynowUrl: "https://www.paynow.co.zw",
      integrations: {},
      merchantEmail: null,
      maxCents: { USD: 500_000, ZWG: 15_000_000 },
      timeoutMs: 20_000,
    });
    const usd = {
      PAYNOW_USD_ID: "1201",
      PAYNOW_USD_KEY: "3e9fed89-60e1-4ce5-ab6e-6b1eb2d4f977",
      PAYNOW_MERCHANT_EMAIL: "treasurer@church.example",
    };
    expect(
      loadConfig({
        ...usd,
        PAYNOW_ZWG_ID: " 1202 ",
        PAYNOW_ZWG_KEY: "0B6F3A1C-7D2E-4A59-9C1B-5E8F2D7A4C30",
        PAYNOW_URL: "http://127.0.0.1:4100/",
        PAYNOW_TIMEOUT_SECONDS: "5",
        GIVING_MAX_USD: "250",
        GIVING_MAX_ZWG: "9000",
      }).giving,
    ).toEqual({
      paynowUrl: "http://127.0.0.1:4100",
      integrations: {
        USD: { id: "1201", key: "3e9fed89-60e1-4ce5-ab6e-6b1eb2d4f977" },
        ZWG: { id: "1202", key: "0B6F3A1C-7D2E-4A59-9C1B-5E8F2D7A4C30" },
      },
      merchantEmail: "treasurer@church.example",
      maxCents: { USD: 25_000, ZWG: 900_000 },
      timeoutMs: 5_000,
    });
  });

  it("stops on a bad giving value: an ID without its key, a key that is not one (never repeated), no merchant email, plain http", () => {
    const key = "3e9fed89-60e1-4ce5-ab6e-6b1eb2d4f977";
    const email = { PAYNOW_MERCHANT_EMAIL: "treasurer@church.example" };
    expect(() => loadConfig({ ...email, PAYNOW_USD_ID: "1201" })).toThrow(
      "PAYNOW_USD_KEY: is required when PAYNOW_USD_ID is set",
    );
    expect(() => loadConfig({ ...email, PAYNOW_ZWG_KEY: key })).toThrow(
      "PAYNOW_ZWG_ID: is required when PAYNOW_ZWG_KEY is set",
    );
    expect(() => loadConfig({ ...email, PAYNOW_USD_ID: "1201", PAYNOW_USD_KEY: "secret-key-123" })).toThrow(
      /^PAYNOW_USD_KEY: is not an integration key(?!.*secret-key-123)/s,
    );
    expect(() => loadConfig({ ...email, PAYNOW_USD_ID: "12a", PAYNOW_USD_KEY: key })).toThrow("PAYNOW_USD_ID");
    expect(() => loadConfig({ PAYNOW_USD_ID: "1201", PAYNOW_USD_KEY: key })).toThrow(
      /^PAYNOW_MERCHANT_EMAIL: is required with a Paynow integration/,
    );
    expect(() => loadConfig({ PAYNOW_MERCHANT_EMAIL: "treasurer" })).toThrow("PAYNOW_MERCHANT_EMAIL");
    for (const url of [
      "http://www.paynow.co.zw",
      "ftp://www.paynow.co.zw",
      "www.paynow.co.zw",
      "https://x.example/?a=1",
    ])
      expect(() => loadConfig({ PAYNOW_URL: url }), url).toThrow("PAYNOW_URL");
    expect(() => loadConfig({ GIVING_MAX_USD: "0" })).toThrow("GIVING_MAX_USD");
    expect(() => loadConfig({ GIVING_MAX_ZWG: "12.5" })).toThrow("GIVING_MAX_ZWG");
    expect(() => loadConfig({ PAYNOW_TIMEOUT_SECONDS: "600" })).toThrow("PAYNOW_TIMEOUT_SECONDS");
  });

  it("has defaults for everything", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      database: { kind: "sqlite", file: path.resolve("data/site.db") },
      siteUrl: "http://localhost:3000",
      nodeEnv: "production",
      redisUrl: null,
      seedDemo: false,
      trustProxy: false,
      shutdownTimeoutMs: 10_000,
      s3: null,
    });
    expect(config.rateLimit).toMatchObject({ enabled: true, max: 10, windowMs: 60_000, general: { max: 600 } });
    expect(config.allowedHosts).toEqual(["localhost"]);
    // Megabytes of 1,000,000 bytes, the one size rule (contract/file-sizes.ts).
    expect(config.uploads).toEqual({ pendingBytesPerMember: 300_000_000, pendingBytesTotal: 2_000_000_000 });
    expect(config.logFormat).toBeNull();
  });

  it("reads every variable", () => {
    const config = loadConfig({
      PORT: " 8080 ",
      HOST: "127.0.0.1",
      DATABASE_URL: "postgres://app@db:5432/church",
      SITE_URL: "https://www.example.org/some/path",
      ALLOWED_HOSTS: "example.org, Church.Example.org",
      NODE_ENV: "test",
      REDIS_URL: "redis://127.0.0.1:6379",
      MEDIA_DIR: "/srv/media",
      SEED_DEMO: "1",
      TRUST_PROXY: "10.0.0.0/8,::1",
      RATE_LIMIT_DISABLED: "yes",
      RATE_LIMIT_PER_MINUTE: "120",
      SHUTDOWN_TIMEOUT_SECONDS: "2.5",
      UPLOAD_PENDING_MB_PER_MEMBER: "50",
      UPLOAD_PENDING_MB_TOTAL: "400",
      LOG_FORMAT: "text",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      database: { kind: "postgres", url: "postgres://app@db:5432/church" },
      siteUrl: "https://www.example.org",
      nodeEnv: "test",
      redisUrl: "redis://127.0.0.1:6379",
      mediaDir: "/srv/media",
      seedDemo: true,
      trustProxy: ["10.0.0.0/8", "::1"],
      shutdownTimeoutMs: 2500,
    });
    expect(config.rateLimit.enabled).toBe(false);
    expect(config.rateLimit.general.max).toBe(120);
    expect(config.uploads).toEqual({ pendingBytesPerMember: 50_000_000, pendingBytesTotal: 400_000_000 });
    expect(config.logFormat).toBe("text");
    // Tests and development also answer on the loopback names.
    expect(config.allowedHosts).toEqual([
      "www.example.org",
      "example.org",
      "church.example.org",
      "localhost",
      "127.0.0.1",
      "[::1]",
    ]);
  });

  it.each([
    [{ PORT: "abc" }, 'PORT: "abc" must be a number'],
    [{ PORT: "70000" }, 'PORT: "70000" must be between 0 and 65535'],
    [{ NODE_ENV: "staging" }, 'NODE_ENV: "staging" must be development, production or test'],
    [{ LOG_FORMAT: "pretty" }, 'LOG_FORMAT: "pretty" must be json or text'],
    [{ DATABASE_URL: "mysql://x" }, 'DATABASE_URL: "mysql://x" is not supported'],
    [{ DATABASE_URL: "sqlite:" }, "DATABASE_URL: sqlite: needs a file path"],
    [{ SITE_URL: "ftp://x.org" }, 'SITE_URL: "ftp://x.org" must start with http:// or https://'],
    [{ SITE_URL: "not a url" }, 'SITE_URL: "not a url" is not a URL'],
    [{ ALLOWED_HOSTS: "https://x.org" }, 'ALLOWED_HOSTS: "https://x.org" is not a host name'],
    [{ REDIS_URL: "localhost:6379" }, 'REDIS_URL: "localhost:6379" must start with redis://'],
    [{ TRUST_PROXY: "true" }, 'TRUST_PROXY: "true" would believe any X-Forwarded-For'],
    [{ TRUST_PROXY: "2" }, 'TRUST_PROXY: a hop count ("2")'],
    [{ TRUST_PROXY: "10.0.0.0/99" }, 'TRUST_PROXY: "10.0.0.0/99" is not an IP address or subnet'],
    [{ RATE_LIMIT_PER_MINUTE: "0" }, 'RATE_LIMIT_PER_MINUTE: "0" must be between 1 and 1000000'],
    [{ UPLOAD_PENDING_MB_PER_MEMBER: "0" }, 'UPLOAD_PENDING_MB_PER_MEMBER: "0" must be between 1 and 1000000'],
    [{ UPLOAD_PENDING_MB_TOTAL: "lots" }, 'UPLOAD_PENDING_MB_TOTAL: "lots" must be'],
    [{ SHUTDOWN_TIMEOUT_SECONDS: "-1" }, 'SHUTDOWN_TIMEOUT_SECONDS: "-1" must be a number of seconds'],
    [{ SMTP_URL: "http://mail.example.org" }, "SMTP_URL: must start with smtp:// or smtps://"],
    [{ SMTP_URL: "smtp:///nohost" }, "SMTP_URL: names no host"],
    [{ SMTP_URL: "mail.example.org:587" }, "SMTP_URL: must start with smtp://"],
    [{ MAIL_FROM: "Church <not an address>" }, 'MAIL_FROM: "Church <not an address>" is not a sender'],
    [{ MAIL_PER_MINUTE: "0" }, 'MAIL_PER_MINUTE: "0" must be between 1 and 100000'],
    [
      { S3_BUCKET: "pictures", S3_ENDPOINT: "https://s3.example.org" },
      "S3_ACCESS_KEY_ID: is required when S3_BUCKET is set",
    ],
    [
      { S3_BUCKET: "pictures", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" },
      "S3_ENDPOINT: is required when S3_BUCKET is set",
    ],
    [{ S3_ENDPOINT: "https://s3.example.org" }, "S3_ENDPOINT: is set but S3_BUCKET is not"],
    [{ S3_BUCKET: "p", S3_ENDPOINT: "s3.example.org" }, 'S3_ENDPOINT: "s3.example.org" must be the storage\'s address'],
  ])("refuses %o", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
