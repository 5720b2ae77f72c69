/**
 * The public HTML of every page, hashed, to show that a change of the house (wiring, moves,
 * renames) changed no page a visitor gets: `npx tsx tools/public-html.ts --db FILE --out before.json`
 * on the build before the change, then `--compare before.json` on the build after it, with the same
 * database file (a copy is served, so the runs start from the same rows).
 *
 * It starts the built server (build/node/server.js) on port 4290 (PUBLIC_HTML_PORT), reads every address of the
 * sitemap and a few more (the frame's pages, an unknown address), and hashes each answer's status
 * and body with what differs from run to run taken out: the CSP nonce, the
 * build's asset hashes and the minute the home page's countdown starts from (in its data, its
 * calendar file's stamp and the time left it shows).
 */
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

/** The compiled server, where tools/node-entries.json puts it (build/node/server.js). */
const SERVER_ENTRY = path.join(
  (JSON.parse(fs.readFileSync(new URL("./node-entries.json", import.meta.url), "utf8")) as { outdir: string }).outdir,
  "server.js",
);

const EXTRA_PATHS = ["/", "/coming-soon", "/no-such-page-here", "/blog/search?q=grace", "/sermons?page=2"];

/** What changes between two runs of the same build on the same rows, replaced by a placeholder. */
const VOLATILE: ReadonlyArray<[RegExp, string]> = [
  [/nonce="[^"]*"/g, 'nonce=""'],
  [/nonce-[A-Za-z0-9+/=]+/g, "nonce-"],
  [/-[A-Za-z0-9_-]{8}\.(js|css|woff2)/g, "-HASH.$1"],
  // The build's manifest version, a hash of the build like the assets' names.
  [/("url": "\/assets\/manifest-HASH\.js",\s*"version": )"[0-9a-f]+"/g, '$1""'],
  [/\\?"now\\?",\d{13}/g, '"now",0'],
  [/DTSTAMP(%3A|:)\d{8}T\d{6}Z/g, "DTSTAMP$1X"],
  // The countdown's time left, in its words and its boxes.
  [/(aria-label="Time until [^":]*: )[^"]*"/g, '$1"'],
  [/(data-unit="\w+"[^>]*>)\d+</g, "$1<"],
];

export function normalised(body: string): string {
  return VOLATILE.reduce((text, [pattern, placeholder]) => text.replace(pattern, placeholder), body);
}

/**
 * The port every run serves on: the same in both runs, since the pages carry the site's address
 * (links, structured data, the footer's QR code).
 */
const PORT = Number(process.env.PUBLIC_HTML_PORT ?? 4290);

async function waitFor(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${url} in time`);
}

async function snapshot(databaseFile: string): Promise<Record<string, string>> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "public-html-"));
  const copy = path.join(folder, "site.db");
  fs.copyFileSync(databaseFile, copy);
  const origin = `http://localhost:${PORT}`;
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      SITE_URL: origin,
      DATABASE_URL: `sqlite:${copy}`,
      SEED_DEMO: "",
      RATE_LIMIT_DISABLED: "1",
      LOG_FORMAT: "json",
    },
    stdio: ["ignore", "ignore", "ignore"],
  });
  try {
    await waitFor(`${origin}/api/csrf/`, Date.now() + 180_000);
    const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    const paths = [...new Set([...EXTRA_PATHS, ...listed])].sort();
    const hashes: Record<string, string> = {};
    for (const pagePath of paths) {
      const response = await fetch(`${origin}${pagePath}`, { redirect: "manual" });
      const body = normalised(await response.text());
      if (process.env.PUBLIC_HTML_DUMP) fs.writeFileSync(path.join(process.env.PUBLIC_HTML_DUMP, encodeURIComponent(pagePath)), body);
      hashes[pagePath] = `${response.status} ${crypto.createHash("sha256").update(body).digest("hex").slice(0, 16)}`;
    }
    return hashes;
  } finally {
    server.kill("SIGTERM");
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { db: { type: "string" }, out: { type: "string" }, compare: { type: "string" } } });
  if (!values.db || (!values.out && !values.compare)) {
    console.error("Usage: npx tsx tools/public-html.ts --db site.db (--out before.json | --compare before.json)");
    process.exit(2);
  }
  const now = await snapshot(values.db);
  if (values.out) {
    fs.writeFileSync(values.out, `${JSON.stringify(now, null, 2)}\n`);
    console.log(`${Object.keys(now).length} pages hashed into ${values.out}`);
    return;
  }
  const before = JSON.parse(fs.readFileSync(values.compare!, "utf8")) as Record<string, string>;
  const paths = [...new Set([...Object.keys(before), ...Object.keys(now)])].sort();
  const changed = paths.filter((pagePath) => before[pagePath] !== now[pagePath]);
  for (const pagePath of changed) console.log(`${pagePath}: ${before[pagePath] ?? "absent"} -> ${now[pagePath] ?? "absent"}`);
  console.log(`${paths.length - changed.length} of ${paths.length} pages identical`);
  process.exit(changed.length === 0 ? 0 : 1);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
