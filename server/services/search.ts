import { sql, type RawBuilder } from "kysely";
import type { Engine } from "../db/connection";
import { fts5Query, searchWords, tsQuery } from "../lib/search";
import { searchTerms } from "../lib/text";

/**
 * The full-text part of a list filter: `(SELECT id ... )` of the posts or sermons whose indexed
 * document (migration 002) has every word of the query as a word prefix. Undefined when the query
 * is blank (no filter); null when it has terms but no words ("%"), which nothing matches.
 */
export function fullTextIds(
  engine: Engine,
  kind: "post" | "sermon",
  query: string | undefined,
): RawBuilder<number> | null | undefined {
  if (query === undefined || searchTerms(query).length === 0) return undefined;
  const words = searchWords(query);
  if (words.length === 0) return null;
  const table = sql.table(`${kind}_search`);
  return engine === "sqlite"
    ? sql<number>`(SELECT rowid FROM ${table} WHERE ${table} MATCH ${fts5Query(words)})`
    : sql<number>`(SELECT id FROM ${table} WHERE document @@ to_tsquery('simple', ${tsQuery(words)}))`;
}
