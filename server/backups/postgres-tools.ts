import { spawn } from "node:child_process";

/**
 * pg_dump and pg_restore, PostgreSQL's own tools for a consistent copy and its restore. They come
 * with the Debian package postgresql-client, which the site does not otherwise need; their major
 * version must be the server's or newer (an older pg_dump refuses a newer server, an older
 * pg_restore a newer dump). Each failure says which package to install.
 */

export class BackupToolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupToolError";
  }
}

export type PostgresTool = "pg_dump" | "pg_restore";

/** What Debian installs them with; a newer major than Debian's comes from the PostgreSQL apt repository (PGDG). */
function installAdvice(serverMajor: number | null): string {
  const exact = serverMajor
    ? ` (postgresql-client-${serverMajor} for a PostgreSQL ${serverMajor} server, from the PostgreSQL apt repository when Debian's is older)`
    : "";
  return `install the Debian package postgresql-client: \`apt-get install postgresql-client\`${exact}`;
}

/** The major version of a tool's `--version` line ("pg_dump (PostgreSQL) 15.20 (Debian ...)" -> 15). */
export function majorOfVersionLine(line: string): number | null {
  const match = /\(PostgreSQL\)\s+(\d+)(?:\.(\d+))?/.exec(line);
  if (!match) return null;
  const major = Number(match[1]);
  // Before 10 the major version was two numbers (9.6); any of those is too old anyway.
  return major >= 10 ? major : major + Number(match[2] ?? 0) / 10;
}

/** Runs a tool and collects its output; ENOENT (not installed) is the install advice. */
export function runTool(
  tool: PostgresTool,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; serverMajor?: number | null; signal?: AbortSignal } = {},
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, {
      env: options.env ?? process.env,
      stdio: ["ignore", "pipe", "pipe"],
      signal: options.signal,
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    child.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") {
        reject(
          new BackupToolError(
            `${tool} is not installed (it is not on the PATH): ${installAdvice(options.serverMajor ?? null)}.`,
          ),
        );
      } else reject(error);
    });
    child.on("close", (code, signal) => {
      if (code === 0) resolve({ stdout, stderr });
      else
        reject(new BackupToolError(`${tool} failed (${signal ?? `exit ${code}`}): ${stderr.trim() || "no message"}`));
    });
  });
}

/** The tool's major version; refused when older than the server's (or than the dump's, for pg_restore). */
export async function checkToolVersion(tool: PostgresTool, needed: number, env?: NodeJS.ProcessEnv): Promise<number> {
  const { stdout } = await runTool(tool, ["--version"], { env, serverMajor: needed });
  const major = majorOfVersionLine(stdout);
  if (major === null) throw new BackupToolError(`${tool} --version said "${stdout.trim()}", not a PostgreSQL version.`);
  if (major < needed) {
    const what =
      tool === "pg_dump" ? `the PostgreSQL server (${needed})` : `the pg_dump that made the archive (${needed})`;
    throw new BackupToolError(`${tool} ${major} is older than ${what}: ${installAdvice(needed)}.`);
  }
  return major;
}

/**
 * A connection URL without its password, and the environment that carries the password instead
 * (PGPASSWORD): a password in a command line is visible to every user of the machine (ps).
 */
export function connectionForTools(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { url: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } };
}
