import SQLite from "better-sqlite3";
const d = new SQLite("/tmp/h3-scale.db", { readonly: true });
d.function("search_fold", { deterministic: true }, (v) => v);
d.function("html_text", { deterministic: true }, (v) => v);
const now = new Date().toISOString();
const W = `("posts"."status" = 'published' and "posts"."published_at" <= '${now}')`;
const qs2 = {
 listCount: `select count(*) from posts where ${W}`,
 listPage: `select id from posts where ${W} order by published_at desc, id desc limit 10 offset 9800`,
 listPage1: `select id from posts where ${W} order by published_at desc, id desc limit 10 offset 0`,
 searchCount: `select count(*) from posts where ${W} and posts.id in (SELECT rowid FROM post_search WHERE post_search MATCH '"god"*')`,
 searchPage: `select id from posts where ${W} and posts.id in (SELECT rowid FROM post_search WHERE post_search MATCH '"god"*') order by published_at desc, id desc limit 10`,
 searchCountA: `select count(*) from posts where ${W} and posts.id in (SELECT rowid FROM post_search WHERE post_search MATCH '"a"*')`,
 searchPageA: `select id from posts where ${W} and posts.id in (SELECT rowid FROM post_search WHERE post_search MATCH '"a"*') order by published_at desc, id desc limit 10`,
 tagCount: `select count(*) from posts where ${W} and posts.id in (select post_id from post_tags join tags on tags.id = post_tags.tag_id where tags.slug='prayer')`,
 tagPage: `select id from posts where ${W} and posts.id in (select post_id from post_tags join tags on tags.id = post_tags.tag_id where tags.slug='prayer') order by published_at desc, id desc limit 10 offset 190`,
 featured: `select * from posts where ${W} and featured = 1 order by published_at desc, id desc limit 6`,
};
const qs = {
 list: `select "posts"."id", count(*) over () as "total" from "posts" where ("posts"."status" = 'published' and "posts"."published_at" <= '${now}') order by "posts"."published_at" desc, "posts"."id" desc limit 10 offset 9800`,
 search: `select "posts"."id", count(*) over () as "total" from "posts" where ("posts"."status" = 'published' and "posts"."published_at" <= '${now}') and posts.id in (SELECT rowid FROM post_search WHERE post_search MATCH '"god"*') order by "posts"."published_at" desc, "posts"."id" desc limit 10 offset 0`,
 searchRare: `select "posts"."id", count(*) over () as "total" from "posts" where ("posts"."status" = 'published' and "posts"."published_at" <= '${now}') and posts.id in (SELECT rowid FROM post_search WHERE post_search MATCH '"xylophone"*') order by "posts"."published_at" desc, "posts"."id" desc limit 10 offset 0`,
 cat: `select "posts"."id", count(*) over () as "total" from "posts" where ("posts"."status" = 'published' and "posts"."published_at" <= '${now}') and posts.category_id in (select id from categories where slug='youth') order by "posts"."published_at" desc, "posts"."id" desc limit 10 offset 0`,
 tag: `select "posts"."id", count(*) over () as "total" from "posts" where ("posts"."status" = 'published' and "posts"."published_at" <= '${now}') and posts.id in (select post_id from post_tags join tags on tags.id = post_tags.tag_id where tags.slug='prayer') order by "posts"."published_at" desc, "posts"."id" desc limit 10 offset 0`,
 archives: `select distinct strftime('%Y-%m', published_at, '+120 minutes') as month from posts where status='published' and published_at <= '${now}' order by month desc`,
 sermons: `select sermons.id, count(*) over () as total from sermons where published = 1 and sermons.id in (select sermon_id from sermon_category_links where category_id in (1)) order by preached_on desc, id desc limit 6`,
 sermonSearch: `select sermons.id, count(*) over () as total from sermons where published = 1 and sermons.id in (SELECT rowid FROM sermon_search WHERE sermon_search MATCH '"faith"*') order by preached_on desc, id desc limit 6`,
};
for (const [k, q] of Object.entries({...qs2, archives: qs.archives})) {
  console.log(k, d.prepare("explain query plan " + q).all().map((r) => r.detail).join(" | "));
  const t = performance.now(); for (let i = 0; i < 10; i++) d.prepare(q).all(); console.log("  ", ((performance.now() - t) / 10).toFixed(2), "ms");
}
