// `npm run soak -- --engine=sqlite|postgres --clients=50 --seconds=60 [--crash] [--outage=proxy|pg_ctl]`
// Load, crash, database outage and SIGTERM against the production build (`npm run build` first):
// prints throughput, latency, answers by status and the checks; exits 1 when a check fails.
// The small version runs in `npm test` (tests/soak/soak.test.ts). See docs/performance.md, Resilience.
import { formatResult, runSoak, type Outage } from "#tools/soak/run";

function flag(name: string): string | undefined {
  const prefix = `--${name}=`;
  const found = process.argv.slice(2).find((arg) => arg === `--${name}` || arg.startsWith(prefix));
  if (found === undefined) return undefined;
  return found === `--${name}` ? "" : found.slice(prefix.length);
}

function number(name: string, fallback: number): number {
  const raw = flag(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) usage(`--${name}=${raw} is not a positive number`);
  return value;
}

function usage(message: string): never {
  console.error(`${message}
usage: npm run soak -- --engine=sqlite|postgres [--clients=50] [--seconds=60] [--crash] [--outage=proxy|pg_ctl]
                       [--no-sigterm] [--deadline] [--port=3100] [--proxy-port=3101] [--db-prefix=soak_] [--pg-cluster=15/main]
  --outage=pg_ctl really stops and starts this machine's PostgreSQL (pg_ctlcluster): never on a shared machine.`);
  process.exit(2);
}

const engine = flag("engine") ?? "sqlite";
if (engine !== "sqlite" && engine !== "postgres") usage(`--engine=${engine}: sqlite or postgres`);
const outage = (flag("outage") ?? "none") as Outage;
if (!["none", "proxy", "pg_ctl"].includes(outage)) usage(`--outage=${outage}: proxy or pg_ctl`);
const [version, cluster] = (flag("pg-cluster") ?? "15/main").split("/");
if (!version || !cluster) usage("--pg-cluster=VERSION/NAME, e.g. 15/main");

const result = await runSoak({
  engine,
  clients: number("clients", 50),
  seconds: number("seconds", 60),
  crash: flag("crash") !== undefined,
  outage,
  sigterm: flag("no-sigterm") === undefined,
  deadline: flag("deadline") !== undefined,
  port: number("port", 3100),
  proxyPort: number("proxy-port", 3101),
  pgAdminUrl: process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
  databasePrefix: flag("db-prefix") ?? "soak_",
  pgCluster: [version, cluster],
  log: (line) => console.log(line),
});
console.log(`\n${new Date().toISOString()}\n${formatResult(result)}`);
process.exit(result.ok ? 0 : 1);
