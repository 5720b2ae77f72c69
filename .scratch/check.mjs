import SQLite from "better-sqlite3";
const d = new SQLite("/tmp/h3-s2.db", { readonly: true });
console.log(d.prepare(`select count(*) n from post_search where post_search match '"shona"* "hymns"*'`).get(),
 d.prepare(`select count(*) n from post_tags join tags on tags.id=tag_id where tags.slug='shona-hymns'`).get(),
 d.prepare(`select count(*) n from post_search`).get());
