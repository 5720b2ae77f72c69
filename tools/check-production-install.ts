/**
 * The production install, done and used as an operator would (CI runs it after `npm test`, .ci/run):
 * `node --import tsx tools/check-production-install.ts [--tree DIR]` (DIR: a built checkout, by
 * default this one; it must have run `npm run build`).
 *
 * 1. A copy of the built tree (its files, build/, node_modules hard-linked) pruned of the dev
 *    dependencies with `npm prune --omit=dev`, as README's production recipe does: only what
 *    production installs is left, so an import of a dev-only package fails here.
 * 2. In that copy, with its configuration in `.env` as an operator keeps it: `npm start` on a new
 *    SQLite database, mail to a real SMTP server on loopback started here; it must serve the home
 *    page, and its start summary must name only addresses that answer.
 * 3. `npm run staff -- add ... --role admin`: its link starts with SITE_URL, and its invitation mail
 *    arrives.
 * 4. A newsletter subscription through the public API (CSRF cookie and header), whose confirmation
 *    mail arrives at the SMTP server.
 * 5. `npm run seed`: the demo content, its pictures copied from the shared picture cache (none
 *    drawn: the compiled tools key the cache as the sources do).
 * Any failure stops the check with what the server printed; every step prints its time.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CONFIG_VARIABLES } from "#server/config";
import { describePictures, warmPictureCache } from "#server/domain/pictures/site-pictures";
import { startSmtpSink, type SmtpSink } from "#tests/support/smtp-sink";
import { SHARED_PICTURE_CACHE, freePort } from "#tools/lib/production-server";

const treeArg = process.argv.indexOf("--tree");
const tree = path.resolve(treeArg === -1 ? "." : process.argv[treeArg + 1]!);
/** Packages the dev tree has and a pruned one must not (the check would prove nothing with them). */
const DEV_ONLY = ["tsx", "vite", "@react-router/dev", "esbuild", "vitest", "mailparser", "smtp-server"];
const ADMIN = { email: "first.admin@example.org", name: "First Admin" };
const SUBSCRIBER = "reader@example.org";

class CheckFailed extends Error {}

const started = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

async function step<T>(name: string, run: () => Promise<T> | T): Promise<T> {
  const at = Date.now();
  process.stdout.write(`- ${name}... `);
  try {
    const result = await run();
    console.log(`ok (${seconds(at)})`);
    return result;
  } catch (error) {
    console.log(`FAILED (${seconds(at)})`);
    throw error;
  }
}

/** The environment of a command in the copy: no configuration of ours, so `.env` is what it reads. */
function cleanEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of [...CONFIG_VARIABLES, "NODE_OPTIONS"]) delete env[name];
  return env;
}

/** Runs a command in the copy to its end; throws with its output when it fails. */
function run(copy: string, command: string, args: string[]): string {
  const result = spawnSync(command, args, { cwd: copy, env: cleanEnv(), encoding: "utf8", timeout: 600_000 });
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`;
  if (result.status !== 0)
    throw new CheckFailed(`\`${command} ${args.join(" ")}\` exited ${result.status ?? result.signal}:\n${output}`);
  return output;
}

/** The files of a checkout: git's list (tracked and untracked, not ignored), or every file but the generated folders. */
function checkoutFiles(root: string): string[] {
  const git = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  });
  if (git.status === 0)
    return git.stdout.split("\0").filter((file) => file !== "" && fs.existsSync(path.join(root, file)));
  const skip = new Set(["node_modules", "build", "data", ".git"]);
  const walk = (dir: string): string[] =>
    fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (skip.has(file)) return [];
      return entry.isDirectory() ? walk(file) : [file];
    });
  return walk("");
}

/** The built tree copied to `copy`: files and build/ copied, node_modules hard-linked (cp -al), its own lockfile copied for real. */
function copyTree(copy: string): void {
  for (const required of ["build/node/server.js", "build/server/index.js", "build/client", "node_modules"]) {
    if (!fs.existsSync(path.join(tree, required)))
      throw new CheckFailed(`${tree} has no ${required}: run \`npm ci && npm run build\` there first.`);
  }
  for (const file of checkoutFiles(tree))
    fs.cpSync(path.join(tree, file), path.join(copy, file), { dereference: false });
  fs.cpSync(path.join(tree, "build"), path.join(copy, "build"), { recursive: true });
  const linked = spawnSync("cp", ["-al", path.join(tree, "node_modules"), path.join(copy, "node_modules")]);
  if (linked.status !== 0)
    fs.cpSync(path.join(tree, "node_modules"), path.join(copy, "node_modules"), {
      recursive: true,
      verbatimSymlinks: true,
    });
  // npm rewrites this file in place: a hard link would change the checkout's own.
  const hidden = path.join(copy, "node_modules", ".package-lock.json");
  if (fs.existsSync(hidden)) {
    fs.rmSync(hidden);
    fs.copyFileSync(path.join(tree, "node_modules", ".package-lock.json"), hidden);
  }
}

interface Server {
  child: ChildProcess;
  output: () => string;
}

/** `npm start` in the copy, in a process group of its own (npm does not pass signals on). */
function startServer(copy: string): Server {
  const child = spawn("npm", ["start"], {
    cwd: copy,
    env: cleanEnv(),
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function waitFor<T>(
  what: string,
  ms: number,
  probe: () => Promise<T | null> | T | null,
  server?: Server,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (server && exited(server.child))
      throw new CheckFailed(
        `The server exited (${server.child.exitCode ?? server.child.signalCode}) while waiting for ${what}`,
      );
    const found = await probe();
    if (found !== null) return found;
    if (Date.now() > deadline) throw new CheckFailed(`Timed out after ${ms / 1000} s waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** SIGTERM to the whole group (npm, the launcher, the server), SIGKILL after 15 s. */
async function stopServer(server: Server): Promise<void> {
  if (exited(server.child)) return;
  const gone = new Promise((resolve) => server.child.once("exit", resolve));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-server.child.pid!, name);
    } catch {
      // Already gone.
    }
  };
  signal("SIGTERM");
  const timer = setTimeout(() => signal("SIGKILL"), 15_000);
  await gone;
  // The server itself may outlive npm by the time its requests take to finish.
  await waitFor("the server to exit", 20_000, () => (processGroupAlive(server.child.pid!) ? null : true)).catch(() =>
    signal("SIGKILL"),
  );
  clearTimeout(timer);
}

function processGroupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

async function get(url: string): Promise<Response | null> {
  try {
    return await fetch(url, { signal: AbortSignal.timeout(5_000), redirect: "manual" });
  } catch {
    return null;
  }
}

/** The lines the server printed for people (not its JSON log lines). */
const plainLines = (output: string) => output.split("\n").filter((line) => line.trim() !== "" && !line.startsWith("{"));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function checkStartSummary(server: Server, origin: string, data: string): Promise<void> {
  const text = plainLines(server.output()).join("\n");
  const expectLine = (pattern: RegExp, what: string) => {
    if (!pattern.test(text)) throw new CheckFailed(`The start summary does not say ${what} (${pattern}):\n${text}`);
  };
  expectLine(new RegExp(`^\\s*Open:\\s+${escapeRegExp(origin)}$`, "m"), "the address to open");
  expectLine(
    new RegExp(
      `^\\s*Database:\\s+SQLite ${escapeRegExp(path.join(data, "site.db"))} \\(migrations applied now: \\d+\\)$`,
      "m",
    ),
    "the database",
  );
  expectLine(/^\s*Mail:\s+sent through smtp:\/\/127\.0\.0\.1:\d+$/m, "where mail goes");
  expectLine(
    new RegExp(`^\\s*Media:\\s+${escapeRegExp(path.join(data, "media"))} \\(\\d+ pictures ready`, "m"),
    "where media is",
  );
  if (/warn|chunk|error/i.test(text)) throw new CheckFailed(`The start printed warnings or build noise:\n${text}`);
  const addresses = [...new Set(text.match(/https?:\/\/[^\s)"',]+/g) ?? [])];
  for (const address of addresses) {
    const response = await get(new URL("/", address).href);
    if (response?.status !== 200) {
      throw new CheckFailed(`The start printed ${address}, which answers ${response?.status ?? "nothing"}:\n${text}`);
    }
  }
}

async function subscribe(origin: string): Promise<void> {
  const csrf = await fetch(`${origin}/api/csrf/`);
  const cookie = csrf.headers
    .getSetCookie()
    .find((line) => line.startsWith("csrftoken="))
    ?.split(";")[0];
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  if (!cookie) throw new CheckFailed("GET /api/csrf/ set no csrftoken cookie");
  const response = await fetch(`${origin}/api/newsletter/subscribe/`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie, "x-csrftoken": csrfToken, origin },
    body: JSON.stringify({ email: SUBSCRIBER, name: "" }),
  });
  if (response.status !== 201)
    throw new CheckFailed(`Subscribing answered ${response.status}: ${await response.text()}`);
}

function mailTo(sink: SmtpSink, to: string, link: string) {
  return () => sink.received.find((mail) => mail.to === to && mail.text.includes(link)) ?? null;
}

async function main(): Promise<void> {
  console.log(`Production install check of ${tree}`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "production-install-"));
  const copy = path.join(work, "site");
  const data = path.join(work, "data");
  let server: Server | null = null;
  let sink: SmtpSink | null = null;
  try {
    const warmed = await step(`the site's pictures in the shared cache (${SHARED_PICTURE_CACHE})`, () =>
      warmPictureCache(path.join(work, "pictures-warm"), SHARED_PICTURE_CACHE),
    );
    if (warmed.drawn > 0) console.log(`  ${describePictures(warmed)}`);

    await step(`a copy of the built tree in ${copy}`, () => copyTree(copy));
    await step("npm prune --omit=dev", () => {
      run(copy, "npm", ["prune", "--omit=dev", "--no-audit", "--no-fund"]);
      const left = DEV_ONLY.filter((name) => fs.existsSync(path.join(copy, "node_modules", name)));
      if (left.length > 0) throw new CheckFailed(`npm prune --omit=dev left dev dependencies: ${left.join(", ")}`);
    });

    sink = await startSmtpSink();
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const database = path.join(data, "site.db");
    // The operator's configuration, in .env beside the code (README, Configuration).
    fs.writeFileSync(
      path.join(copy, ".env"),
      [
        `PORT=${port}`,
        "HOST=127.0.0.1",
        `SITE_URL=${origin}`,
        `DATABASE_URL=sqlite:${database}`,
        `MEDIA_DIR=${path.join(data, "media")}`,
        `PICTURE_CACHE_DIR=${SHARED_PICTURE_CACHE}`,
        `SMTP_URL=smtp://127.0.0.1:${sink.port}`,
        "MAIL_PER_MINUTE=1000",
        "",
      ].join("\n"),
    );

    const running = startServer(copy);
    server = running;
    await step(`npm start on a new SQLite database, until GET ${origin}/ is a page`, () =>
      waitFor(
        "the home page",
        180_000,
        async () => {
          const response = await get(`${origin}/`);
          return response?.status === 200 && response.headers.get("content-type")?.startsWith("text/html")
            ? true
            : null;
        },
        running,
      ),
    );
    await step("the start summary: the address, the database, mail and media; only addresses that answer", () =>
      checkStartSummary(running, origin, data),
    );
    for (const line of plainLines(running.output())) console.log(`    | ${line}`);

    const link = await step("npm run staff -- add ... --role admin: a link under SITE_URL", () => {
      const output = run(copy, "npm", [
        "run",
        "--silent",
        "staff",
        "--",
        "add",
        "--email",
        ADMIN.email,
        "--name",
        ADMIN.name,
        "--role",
        "admin",
      ]);
      const last = output.trim().split("\n").at(-1) ?? "";
      if (!last.startsWith(`${origin}/admin/welcome/`))
        throw new CheckFailed(`The staff tool's last line is not a link under ${origin}:\n${output}`);
      return last;
    });
    await step("the admin's invitation mail reaches the SMTP server", () =>
      waitFor("the invitation", 60_000, mailTo(sink!, ADMIN.email, link), running),
    );

    await step("a newsletter subscription through the API (CSRF cookie and header)", () => subscribe(origin));
    await step("its confirmation mail reaches the SMTP server", () =>
      waitFor("the confirmation", 60_000, mailTo(sink!, SUBSCRIBER, `${origin}/newsletter/`), running),
    );

    await step("npm run seed: the demo content, its pictures from the cache (none drawn)", async () => {
      const output = run(copy, "npm", ["run", "--silent", "seed"]);
      const pictures = /Pictures: \d+ \(\d+ already there, \d+ from the cache, (\d+) drawn/.exec(output);
      if (!pictures) throw new CheckFailed(`The seed reported no pictures:\n${output}`);
      if (pictures[1] !== "0")
        throw new CheckFailed(
          `The compiled seed drew pictures the shared cache holds (is the build older than the drawing code?):\n${output}`,
        );
      const posts = (await (await fetch(`${origin}/api/posts/?page_size=1`)).json()) as { count: number };
      if (!(posts.count > 0)) throw new CheckFailed(`After the seed the API lists ${posts.count} posts`);
    });

    await step("SIGTERM: the server stops cleanly", async () => {
      await stopServer(running);
      if (!/Closed cleanly/.test(running.output())) throw new CheckFailed("The server did not say it closed cleanly");
    });
    server = null;
    console.log(`Production install check passed in ${seconds(started)}.`);
  } catch (error) {
    console.error(`\nProduction install check FAILED: ${error instanceof Error ? error.message : String(error)}`);
    if (server) console.error(`\n--- what the server printed ---\n${server.output()}--- end ---`);
    process.exitCode = 1;
  } finally {
    if (server) await stopServer(server);
    await sink?.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

await main();
