import fs from "node:fs";

/**
 * Reads `.env` into process.env when the file exists (.env.example lists every variable); a
 * variable already set in the environment wins over the file. Called first by the server and the
 * command-line tools, before the configuration is read.
 */
export function loadEnvFile(file = ".env"): boolean {
  if (!fs.existsSync(file)) return false;
  process.loadEnvFile(file);
  return true;
}
