// `npm run bench:scale`: the API at scale (Growth). For each engine it seeds the scale
// data set (10,000 posts, 5,000 sermons, 50,000 comments: server/seed/scale.ts) into a fresh
// database, starts the production server on it (rate limits off), sends every list, filter,
// archive, category, tag and search call one at a time, round after round, and prints p50 and p99
// per call. Exits 1 when a p99 is over the budget.
// Usage: npm run build && npm run bench:scale [-- --engine sqlite|postgres] [--samples 200] [--json]
//   --database URL  measures an already seeded database (left as it is) instead of a fresh one
//   --priority      runs the server, this client and the database's PostgreSQL backends at nice
//                   -10 (root only) while measuring: on a machine shared with other work, the
//                   p99 then measures this code rather than the neighbours' load
// Env: BENCH_SCALE_PORT (4600), PG_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres).
import type { Engine } from "#server/db/connection";
import { seedScaleContent } from "#server/seed/scale";
import { benchFreshDatabase, exitWith, measure, raisePriority, runBench, type Row } from "#tools/lib/latency-bench";
import { startProductionServer } from "#tools/lib/production-server";

const PORT = Number(process.env.BENCH_SCALE_PORT ?? 4600);
const ORIGIN = `http://127.0.0.1:${PORT}`;

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(`${ORIGIN}${url}`);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** The calls to measure; slugs, last pages and months are read from the seeded API itself. */
async function calls(): Promise<string[]> {
  const lastPage = (count: number, size: number) => Math.max(1, Math.ceil(count / size));
  const posts = await getJson<{ count: number; results: Array<{ slug: string; comments: number }> }>(
    "/api/posts/?page_size=100",
  );
  const busiest = [...posts.results].sort((a, b) => b.comments - a.comments)[0].slug;
  const archives = await getJson<string[]>("/api/posts/archives/");
  const categories = await getJson<Array<{ id: number; slug: string }>>("/api/categories/");
  const sermons = await getJson<{ count: number }>("/api/sermons/");
  const common = await getJson<{ count: number }>("/api/search/?q=god");
  const sermonSearch = await getJson<{ count: number }>("/api/sermons/?search=faith");
  const sermonCategories = await getJson<Array<{ id: number; slug: string; name: string }>>("/api/sermons/categories/");
  return [
    "/api/posts/",
    "/api/posts/?page=2",
    `/api/posts/?page=${lastPage(posts.count, 10)}`,
    `/api/posts/?page=${lastPage(posts.count, 100)}&page_size=100`,
    "/api/posts/featured/",
    "/api/posts/latest/",
    "/api/posts/recent/",
    `/api/posts/${busiest}/`,
    `/api/posts/${posts.results[50].slug}/`,
    `/api/posts/${busiest}/comments/`,
    "/api/posts/archives/",
    `/api/posts/archive/?date=${archives[0]}`,
    `/api/posts/archive/?date=${archives[archives.length - 1]}&page=1`,
    "/api/categories/",
    `/api/categories/${categories[0].slug}/posts/`,
    `/api/categories/${categories[0].id}/posts/?page=5`,
    `/api/categories/${categories[categories.length - 1].slug}/posts/?page=2`,
    "/api/tags/prayer/posts/",
    "/api/tags/prayer/posts/?page=20",
    "/api/tags/shona-hymns/posts/",
    "/api/search/?q=god",
    `/api/search/?q=god&page=${lastPage(common.count, 10)}`,
    "/api/search/?q=a",
    "/api/search/?q=pray",
    "/api/search/?q=harare%20church%20family",
    "/api/search/?q=Gr%C3%A2ce",
    "/api/search/?q=bulawayo",
    "/api/search/?q=1234",
    "/api/search/?q=xylophone",
    "/api/search/?q=%22prayer%22%20OR%20NEAR(*",
    "/api/sermons/",
    "/api/sermons/?page=1&page_size=6",
    `/api/sermons/?page=${lastPage(sermons.count, 6)}&page_size=6`,
    "/api/sermons/?search=faith",
    `/api/sermons/?search=faith&page=${lastPage(sermonSearch.count, 6)}`,
    "/api/sermons/?search=moyo%20prayer",
    "/api/sermons/?search=xylophone",
    `/api/sermons/?categories__slug=${sermonCategories[0].slug}`,
    `/api/sermons/?category=${encodeURIComponent(sermonCategories[sermonCategories.length - 1].name)}&page=3`,
    `/api/sermons/?category=${sermonCategories[1].id}&search=god`,
    "/api/sermons/latest/",
    "/api/sermons/categories/",
  ];
}

/** The production server on `databaseUrl`, measured, then stopped. */
async function measureServer(databaseUrl: string, samples: number): Promise<Row[]> {
  const server = await startProductionServer({
    port: PORT,
    setting: "BENCH_SCALE_PORT",
    command: "npm run bench:scale",
    databaseUrl,
    // The growth data set is already in the database.
    demoContent: false,
  });
  try {
    const name = databaseUrl.startsWith("postgres") ? new URL(databaseUrl).pathname.slice(1) : null;
    return await measure(await calls(), { origin: ORIGIN, samples, warmedUp: () => raisePriority(server.child, name) });
  } finally {
    await server.stop();
  }
}

function benchEngine(engine: Engine, samples: number): Promise<{ seedSeconds: number; rows: Row[] }> {
  return benchFreshDatabase(
    engine,
    "bench_scale",
    async (db, dbEngine) => void (await seedScaleContent(db, dbEngine)),
    (url) => measureServer(url, samples),
  );
}

exitWith(runBench("bench:scale", benchEngine));
