import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import { DOMAINS, type DomainServices } from "#server/domains";
import { mergeParts, type ServiceDeps } from "./define-domain";
import type { Services } from "./types";

export type ServiceOptions = Omit<ServiceDeps, "db">;

/**
 * The domain over one database handle (docs/architecture.md, Data flow): the API and the loaders
 * share it. Each domain of the list (server/domains.ts) gives its part.
 */
export function createServices(db: Kysely<Database>, options: ServiceOptions): Services & DomainServices {
  const deps: ServiceDeps = { db, ...options };
  return mergeParts<Services & DomainServices>(
    "services",
    DOMAINS.map((domain) => ({ name: domain.name, part: domain.services?.(deps) })),
  );
}
