import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { Services } from "./types";

export interface ServiceOptions {
  siteUrl: string;
}

export function createServices(db: Kysely<Database>, options: ServiceOptions): Services {
  void db;
  void options;
  // Temporary until the services land: only what the shell's home page needs.
  return { posts: { latest: async () => [] } } as unknown as Services;
}
