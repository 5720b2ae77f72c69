import { sql, type Kysely, type RawBuilder } from "kysely";
import { NON_TEXT_TAGS } from "#server/lib/search";
import type { Engine } from "#server/db/connection";

/**
 * Growth: indexes that serve every list in its order, and full-text search kept up to
 * date by triggers, so no writer (seed, back office, a hand-written UPDATE) can forget it.
 *
 * The indexed document of a post is its title, excerpt, content text, author, category name and
 * tag names; of a sermon its title, speaker, description and category names. The views
 * `post_search_source` and `sermon_search_source` compute it with the same SQL on both engines,
 * calling search_fold() and html_text(): SQL functions on PostgreSQL (below), JavaScript functions
 * on SQLite (server/lib/search.ts, registered by openDatabase).
 *   SQLite:     FTS5 tables post_search / sermon_search, rowid = the post's / sermon's id.
 *   PostgreSQL: tables post_search / sermon_search (id, tsvector without positions: no phrase
 *               queries here) with a GIN index.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const run = (query: RawBuilder<unknown>) => query.execute(db);

  // Indexes in the order the lists read (newest first, id breaking ties), so a page is an index
  // range and a count an index-only scan. They replace the shorter ones of 001.
  const replace = async (old: string, name: string, table: string, columns: string[]) => {
    await db.schema.dropIndex(old).execute();
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  };
  await replace("posts_status_published_idx", "posts_public_idx", "posts", ["status", "published_at", "id"]);
  await replace("posts_category_idx", "posts_category_public_idx", "posts", [
    "category_id",
    "status",
    "published_at",
    "id",
  ]);
  // Partial: a few posts are featured, and a (featured, ...) index would tempt SQLite's planner
  // into skip-scanning it for every other list.
  await db.schema.dropIndex("posts_featured_idx").execute();
  await db.schema
    .createIndex("posts_featured_public_idx")
    .on("posts")
    .columns(["status", "published_at", "id"])
    .where(sql.ref("featured"), "=", 1)
    .execute();
  await replace("post_tags_tag_idx", "post_tags_tag_post_idx", "post_tags", ["tag_id", "post_id"]);
  await replace("comments_post_status_idx", "comments_post_status_created_idx", "comments", [
    "post_id",
    "status",
    "created_at",
    "id",
  ]);
  await replace("sermons_published_date_idx", "sermons_published_order_idx", "sermons", [
    "published",
    "preached_on",
    "id",
  ]);
  await replace(
    "sermon_category_links_category_idx",
    "sermon_category_links_category_sermon_idx",
    "sermon_category_links",
    ["category_id", "sermon_id"],
  );
  // Deleting a comment cascades to its replies: without this each delete scans the table.
  await db.schema.createIndex("comments_parent_idx").on("comments").column("parent_id").execute();

  if (engine === "postgres") await postgresFunctions(run);

  await run(sql`
    CREATE VIEW post_search_source AS
    SELECT p.id, search_fold(concat_ws(' ', p.title, p.excerpt, html_text(p.content), p.author,
      (SELECT c.name FROM categories c WHERE c.id = p.category_id),
      (SELECT string_agg(t.name, ' ') FROM post_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.post_id = p.id)
    )) AS document
    FROM posts p`);
  await run(sql`
    CREATE VIEW sermon_search_source AS
    SELECT s.id, search_fold(concat_ws(' ', s.title, s.speaker, s.description,
      (SELECT string_agg(c.name, ' ') FROM sermon_category_links l JOIN sermon_categories c ON c.id = l.category_id
        WHERE l.sermon_id = s.id)
    )) AS document
    FROM sermons s`);

  if (engine === "postgres") await postgresIndex(run);
  else await sqliteIndex(run);
}

/** The document functions, step for step like server/lib/search.ts. */
async function postgresFunctions(run: (query: RawBuilder<unknown>) => Promise<unknown>): Promise<void> {
  await run(sql`
    CREATE FUNCTION search_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT btrim(regexp_replace(
        regexp_replace(normalize(lower(coalesce(value, '')), NFKD),
          '[\\u0300-\\u036f\\u1ab0-\\u1aff\\u1dc0-\\u1dff\\u20d0-\\u20ff\\ufe20-\\ufe2f]', '', 'g'),
        '[^[:alnum:]]+', ' ', 'g'))
    $$`);
  const tags = sql.raw(`ARRAY[${NON_TEXT_TAGS.map((tag) => `'${tag}'`).join(", ")}]`);
  await run(sql`
    CREATE FUNCTION search_char(code bigint) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT CASE WHEN code BETWEEN 1 AND 1114111 AND code NOT BETWEEN 55296 AND 57343 THEN chr(code::int) ELSE ' ' END
    $$`);
  await run(sql`
    CREATE FUNCTION html_text(html text) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
    DECLARE
      t text := regexp_replace(coalesce(html, ''), '<!--.*?-->', ' ', 'g');
      tag text;
      code text;
    BEGIN
      FOREACH tag IN ARRAY ${tags} LOOP
        t := regexp_replace(t, '<' || tag || '\\y.*?</' || tag || '\\s*>', ' ', 'gi');
      END LOOP;
      t := regexp_replace(t, '</?[a-z][^>]*>', ' ', 'gi');
      FOR code IN SELECT DISTINCT m[1] FROM regexp_matches(t, '&#([0-9]{1,7});', 'g') AS m LOOP
        t := replace(t, '&#' || code || ';', search_char(code::bigint));
      END LOOP;
      FOR code IN SELECT DISTINCT m[1] FROM regexp_matches(t, '&#[xX]([0-9a-fA-F]{1,6});', 'g') AS m LOOP
        t := regexp_replace(t, '&#[xX]' || code || ';', search_char(('x' || lpad(code, 8, '0'))::bit(32)::int::bigint), 'g');
      END LOOP;
      RETURN regexp_replace(t, '&[a-z][a-z0-9]{0,31};', ' ', 'gi');
    END
    $$`);
}

async function postgresIndex(run: (query: RawBuilder<unknown>) => Promise<unknown>): Promise<void> {
  for (const [kind, table] of [
    ["post", "posts"],
    ["sermon", "sermons"],
  ] as const) {
    const index = sql.table(`${kind}_search`);
    const source = sql.table(`${kind}_search_source`);
    const refresh = sql.raw(`refresh_${kind}_search`);
    await run(sql`
      CREATE TABLE ${index} (
        id integer PRIMARY KEY REFERENCES ${sql.table(table)}(id) ON DELETE CASCADE,
        document tsvector NOT NULL
      )`);
    await run(sql`CREATE INDEX ${sql.raw(`${kind}_search_document_idx`)} ON ${index} USING gin (document)`);
    // The ids matching a query, always through the GIN index. The planner prices a sequential
    // scan of the documents as cheap for a common word, but it detoasts every document: 20 to
    // 70 ms on the scale data set against 2 to 4 ms through the index. SET makes the choice for
    // this one query (a function with SET is never inlined).
    await run(sql`
      CREATE FUNCTION ${sql.raw(`${kind}_search_ids`)}(query tsquery) RETURNS SETOF integer
      LANGUAGE sql STABLE SET enable_seqscan = off AS $$
        SELECT id FROM ${index} WHERE document @@ query
      $$`);
    // Recomputes the documents of some rows (a row that is gone is simply left out).
    await run(sql`
      CREATE FUNCTION ${refresh}(ids integer[]) RETURNS void LANGUAGE sql AS $$
        DELETE FROM ${index} WHERE id = ANY(ids);
        INSERT INTO ${index} (id, document)
          SELECT id, strip(to_tsvector('simple', document)) FROM ${source} WHERE id = ANY(ids);
      $$`);
    await run(
      sql`INSERT INTO ${index} (id, document) SELECT id, strip(to_tsvector('simple', document)) FROM ${source}`,
    );
  }

  // Trigger functions. Inserts and link changes are statement-level with transition tables, so a
  // batch of rows recomputes each document once; an update of the indexed columns is row-level
  // (a column list and transition tables do not go together).
  const triggers: Array<[string, string, string, string]> = [
    // [name, event and table, level, ids to refresh]
    [
      "posts_search_insert",
      "AFTER INSERT ON posts REFERENCING NEW TABLE AS changed",
      "STATEMENT",
      "SELECT id FROM changed",
    ],
    [
      "posts_search_update",
      "AFTER UPDATE OF id, title, excerpt, content, author, category_id ON posts",
      "ROW",
      "SELECT NEW.id",
    ],
    [
      "post_tags_search_insert",
      "AFTER INSERT ON post_tags REFERENCING NEW TABLE AS changed",
      "STATEMENT",
      "SELECT post_id FROM changed",
    ],
    [
      "post_tags_search_delete",
      "AFTER DELETE ON post_tags REFERENCING OLD TABLE AS changed",
      "STATEMENT",
      "SELECT post_id FROM changed",
    ],
    ["post_tags_search_update", "AFTER UPDATE ON post_tags", "ROW", "SELECT NEW.post_id UNION SELECT OLD.post_id"],
    [
      "categories_search_update",
      "AFTER UPDATE OF name ON categories",
      "ROW",
      "SELECT id FROM posts WHERE category_id = NEW.id",
    ],
    [
      "tags_search_update",
      "AFTER UPDATE OF name ON tags",
      "ROW",
      "SELECT post_id FROM post_tags WHERE tag_id = NEW.id",
    ],
    [
      "sermons_search_insert",
      "AFTER INSERT ON sermons REFERENCING NEW TABLE AS changed",
      "STATEMENT",
      "SELECT id FROM changed",
    ],
    ["sermons_search_update", "AFTER UPDATE OF id, title, speaker, description ON sermons", "ROW", "SELECT NEW.id"],
    [
      "sermon_links_search_insert",
      "AFTER INSERT ON sermon_category_links REFERENCING NEW TABLE AS changed",
      "STATEMENT",
      "SELECT sermon_id FROM changed",
    ],
    [
      "sermon_links_search_delete",
      "AFTER DELETE ON sermon_category_links REFERENCING OLD TABLE AS changed",
      "STATEMENT",
      "SELECT sermon_id FROM changed",
    ],
    [
      "sermon_links_search_update",
      "AFTER UPDATE ON sermon_category_links",
      "ROW",
      "SELECT NEW.sermon_id UNION SELECT OLD.sermon_id",
    ],
    [
      "sermon_categories_search_update",
      "AFTER UPDATE OF name ON sermon_categories",
      "ROW",
      "SELECT sermon_id FROM sermon_category_links WHERE category_id = NEW.id",
    ],
  ];
  for (const [name, event, level, ids] of triggers) {
    const refresh =
      name.startsWith("post") || name.startsWith("categories") || name.startsWith("tags") ? "post" : "sermon";
    await run(
      sql.raw(`
      CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM refresh_${refresh}_search(ARRAY(${ids}));
        RETURN NULL;
      END
      $$`),
    );
    await run(sql.raw(`CREATE TRIGGER ${name} ${event} FOR EACH ${level} EXECUTE FUNCTION ${name}()`));
  }
}

async function sqliteIndex(run: (query: RawBuilder<unknown>) => Promise<unknown>): Promise<void> {
  // The document is folded already (search_fold); the tokenizer only splits it on spaces.
  // Prefix indexes make one- to three-letter prefixes ("a", "go") a single lookup. Contentless
  // (the text lives in posts already) with deletes by rowid that need no copy of the old text.
  for (const kind of ["post", "sermon"] as const) {
    await run(
      sql.raw(
        `CREATE VIRTUAL TABLE ${kind}_search USING fts5(document, content = '', contentless_delete = 1, ` +
          `tokenize = 'unicode61 remove_diacritics 0', prefix = '1 2 3')`,
      ),
    );
    await run(sql.raw(`INSERT INTO ${kind}_search (rowid, document) SELECT id, document FROM ${kind}_search_source`));
  }
  const refresh = (kind: "post" | "sermon", ids: string) => `
    DELETE FROM ${kind}_search WHERE rowid IN (${ids});
    INSERT INTO ${kind}_search (rowid, document) SELECT id, document FROM ${kind}_search_source WHERE id IN (${ids});`;
  const triggers: Array<[string, string, string]> = [
    ["posts_search_insert", "AFTER INSERT ON posts", refresh("post", "NEW.id")],
    [
      "posts_search_update",
      "AFTER UPDATE OF id, title, excerpt, content, author, category_id ON posts",
      `DELETE FROM post_search WHERE rowid = OLD.id;${refresh("post", "NEW.id")}`,
    ],
    ["posts_search_delete", "AFTER DELETE ON posts", "DELETE FROM post_search WHERE rowid = OLD.id;"],
    ["post_tags_search_insert", "AFTER INSERT ON post_tags", refresh("post", "NEW.post_id")],
    ["post_tags_search_delete", "AFTER DELETE ON post_tags", refresh("post", "OLD.post_id")],
    ["post_tags_search_update", "AFTER UPDATE ON post_tags", refresh("post", "NEW.post_id, OLD.post_id")],
    [
      "categories_search_update",
      "AFTER UPDATE OF name ON categories",
      refresh("post", "SELECT id FROM posts WHERE category_id = NEW.id"),
    ],
    [
      "tags_search_update",
      "AFTER UPDATE OF name ON tags",
      refresh("post", "SELECT post_id FROM post_tags WHERE tag_id = NEW.id"),
    ],
    ["sermons_search_insert", "AFTER INSERT ON sermons", refresh("sermon", "NEW.id")],
    [
      "sermons_search_update",
      "AFTER UPDATE OF id, title, speaker, description ON sermons",
      `DELETE FROM sermon_search WHERE rowid = OLD.id;${refresh("sermon", "NEW.id")}`,
    ],
    ["sermons_search_delete", "AFTER DELETE ON sermons", "DELETE FROM sermon_search WHERE rowid = OLD.id;"],
    ["sermon_links_search_insert", "AFTER INSERT ON sermon_category_links", refresh("sermon", "NEW.sermon_id")],
    ["sermon_links_search_delete", "AFTER DELETE ON sermon_category_links", refresh("sermon", "OLD.sermon_id")],
    [
      "sermon_links_search_update",
      "AFTER UPDATE ON sermon_category_links",
      refresh("sermon", "NEW.sermon_id, OLD.sermon_id"),
    ],
    [
      "sermon_categories_search_update",
      "AFTER UPDATE OF name ON sermon_categories",
      refresh("sermon", "SELECT sermon_id FROM sermon_category_links WHERE category_id = NEW.id"),
    ],
  ];
  for (const [name, event, body] of triggers) {
    await run(sql.raw(`CREATE TRIGGER ${name} ${event} BEGIN ${body} END`));
  }
}
