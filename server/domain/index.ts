import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import { DOMAINS, type DomainServices } from "#server/domains";
import { mergeParts, type ServiceDeps } from "./define-domain";
import type { Services } from "./types";

export type ServiceOptions = Omit<ServiceDeps, "db">;

/** Compiles only while the list's services cover the interface the loaders and the API are typed with (./types.ts). */
type Covering<T extends Services> = T;
export type ListedServices = Covering<DomainServices>;

/**
 * The domain over one database handle (docs/architecture.md, Data flow): the API and the loaders
 * share it. Each domain of the list (server/domains.ts) gives its part.
 */
export function createServices(db: Kysely<Database>, options: ServiceOptions): ListedServices {
  const deps: ServiceDeps = { db, ...options };
  return mergeParts<ListedServices>(
    "services",
    DOMAINS.map((domain) => ({ name: domain.name, part: domain.services?.(deps) })),
  );
}
