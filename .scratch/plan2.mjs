import SQLite from "better-sqlite3";
const d = new SQLite(process.argv[2] ?? "/tmp/h3-scale.db", { readonly: true });
d.function("search_fold", { deterministic: true }, (v) => v);
d.function("html_text", { deterministic: true }, (v) => v);
const now = new Date().toISOString();
const W = `("posts"."status" = 'published' and "posts"."published_at" <= '${now}')`;
const F = (w) => `(SELECT rowid FROM post_search WHERE post_search MATCH '${w}')`;
const qs = {
 listCount: `select count(*) from posts where ${W}`,
 listCountIdx: `select count(*) from posts indexed by posts_public_idx where ${W}`,
 listPage: `select id from posts where ${W} order by published_at desc, id desc limit 10 offset 9800`,
 ftsOnlyGod: `SELECT count(*) FROM post_search WHERE post_search MATCH '"god"*'`,
 ftsOnlyA: `SELECT count(*) FROM post_search WHERE post_search MATCH '"a"*'`,
 ftsOnlyPray: `SELECT count(*) FROM post_search WHERE post_search MATCH '"pray"*'`,
 searchCount: `select count(*) from posts where ${W} and +posts.id in ${F('"god"*')}`,
 searchPage: `select id from posts where ${W} and +posts.id in ${F('"god"*')} order by published_at desc, id desc limit 10`,
 searchPageDeep: `select id from posts where ${W} and +posts.id in ${F('"god"*')} order by published_at desc, id desc limit 10 offset 4540`,
 searchCountA: `select count(*) from posts where ${W} and +posts.id in ${F('"a"*')}`,
 tagCount: `select count(*) from posts where ${W} and +posts.id in (select post_id from post_tags join tags on tags.id = post_tags.tag_id where tags.slug='prayer')`,
 tagPage: `select id from posts where ${W} and +posts.id in (select post_id from post_tags join tags on tags.id = post_tags.tag_id where tags.slug='shona-hymns') order by published_at desc, id desc limit 10 offset 0`,
 comments: `select id, parent_id, post_id from comments where post_id in (1,2,3,4,5,6,7,8,9,10) and status='approved'`,
 tagsOf: `select post_tags.post_id, tags.name from post_tags join tags on tags.id=post_tags.tag_id where post_tags.post_id in (1,2,3,4,5,6,7,8,9,10)`,
 rows: `select * from posts where id in (1,2,3,4,5,6,7,8,9,10)`,
};
for (const [k, q] of Object.entries(qs)) {
  const plan = d.prepare("explain query plan " + q).all().map((r) => r.detail).join(" | ");
  const st = d.prepare(q); st.all();
  const t = performance.now(); for (let i = 0; i < 20; i++) st.all();
  console.log(k.padEnd(15), ((performance.now() - t) / 20).toFixed(2).padStart(7), "ms ", plan);
}
