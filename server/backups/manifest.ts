import { execFile } from "node:child_process";
import fs from "node:fs";
import { promisify } from "node:util";
import { z } from "zod";
import { harareIsoText } from "#contract/harare-time";

/**
 * manifest.json, the first entry of every archive: what made it (the app's version and commit),
 * the database engine and its migrations, when (UTC and Harare), the rows of every table, and
 * every media file with its size and SHA-256. The restore reads it first: it refuses an archive
 * of another engine or of a newer schema, and checks every file against it before it writes.
 */

export const MANIFEST_FILE = "manifest.json";
export const MANIFEST_FORMAT = 1;

const fileSchema = z.object({
  path: z.string(),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const manifestSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  /** The backup_runs row that made it (running in the copy itself: the restore marks it done). */
  run: z.number().int().positive(),
  app: z.object({ name: z.string(), version: z.string(), commit: z.string().nullable() }),
  createdAt: z.object({ utc: z.string(), harare: z.string() }),
  engine: z.enum(["sqlite", "postgres"]),
  database: fileSchema.extend({
    migrations: z.array(z.string()),
    postgres: z.object({ serverMajor: z.number(), dumpMajor: z.number() }).optional(),
  }),
  counts: z.record(z.string(), z.number().int().nonnegative()),
  media: z.array(fileSchema),
  /** Files the database names that were gone when the media were read (a deletion mid-backup). */
  missing: z.array(z.string()),
  /** What an archive never holds, for whoever opens one by hand. */
  notIncluded: z.array(z.string()),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestFile = z.infer<typeof fileSchema>;

export const NOT_INCLUDED = [
  ".env: it holds the secrets (SMTP password, S3 keys); keep a copy of it in a password manager",
  "the drawn illustrations of MEDIA_DIR/gen: every start draws them again",
];

/** "2026-11-26T02:30:00+02:00": the same instant as Harare reads it. */
export function harareTimestamp(at: Date): string {
  return harareIsoText(at);
}

/** The app's name and version (package.json of the folder it runs from) and its git commit when there is one. */
export async function appVersion(dir = process.cwd()): Promise<Manifest["app"]> {
  let name = "unknown";
  let version = "unknown";
  try {
    const json = JSON.parse(fs.readFileSync(`${dir}/package.json`, "utf8")) as { name?: string; version?: string };
    name = json.name ?? name;
    version = json.version ?? version;
  } catch {
    // Not run from the project's folder: the manifest says unknown rather than guess.
  }
  let commit: string | null = null;
  try {
    const { stdout } = await promisify(execFile)("git", ["rev-parse", "HEAD"], { cwd: dir, timeout: 5000 });
    commit = /^[0-9a-f]{40}$/.test(stdout.trim()) ? stdout.trim() : null;
  } catch {
    // No git, or not a clone: the version alone.
  }
  return { name, version, commit };
}

/** The manifest of an archive, or why it is not one this code can read. */
export function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error("its manifest.json is not JSON");
  }
  const result = manifestSchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(
      `its manifest.json is not one this version reads (${issue?.path.join(".") || "manifest"}: ${issue?.message ?? "invalid"})`,
    );
  }
  return result.data;
}
