import { describe, expect, it } from "vitest";
import type { PageWeight, Resource } from "#tools/lib/page-weight";
import type { LoadResult } from "./load";
import {
  overBudget,
  ratio,
  readLighthouseScores,
  renderReport,
  renderTable,
  servingOverBudget,
  withBudget,
  type Report,
} from "./report";

const KB = 1024;
const cached = (n: number): Resource[] =>
  Array.from({ length: n }, () => ({
    url: "http://x/a.js",
    kind: "js",
    status: 200,
    bytes: 0,
    body: 0,
    fromCache: true,
  }));
const weight = (over: Partial<PageWeight>): PageWeight => ({
  url: "http://x/",
  status: 200,
  html: 10 * KB,
  js: 100 * KB,
  jsBody: 95 * KB,
  css: 10 * KB,
  font: 40 * KB,
  image: 20 * KB,
  other: 0,
  total: 180 * KB,
  requests: 12,
  largestImage: 15 * KB,
  largestImageUrl: "http://x/a.avif",
  resources: [],
  ...over,
});
const load = (
  requestsPerSecond: number,
  p50Ms: number,
  p99Ms: number,
  cpuSeconds: number | null = null,
): LoadResult => ({
  requestsPerSecond,
  p50Ms,
  p99Ms,
  requests: requestsPerSecond * 6,
  errors: 0,
  cpuSeconds,
});

const report: Report = {
  date: "2026-11-22 16:00 UTC",
  machine: { cores: 2, memoryGiB: 24, loadAverage: [1.5, 2] },
  settings: {
    loadTool: "wrk",
    pinning: "server and nginx on core 0, load on core 1",
    connections: 10,
    durationS: 6,
    warmUpS: 2,
  },
  targets: [
    { label: "/", url: "/", kind: "page" },
    { label: "post", url: "/blog/a-post", kind: "page" },
    { label: "/api/posts/", url: "/api/posts/", kind: "api" },
    { label: "slow", url: "/slow", kind: "api" },
  ],
  pages: [
    {
      path: "/",
      status: 200,
      first: weight({ js: 141 * KB, jsBody: 139 * KB, total: 390 * KB }),
      repeat: weight({ js: 0, total: 10 * KB, requests: 1, resources: cached(11) }),
    },
    {
      path: "/blog/a-post",
      status: 200,
      first: weight({ js: 133 * KB, jsBody: 131 * KB, total: 150 * KB, largestImage: 120 * KB }),
      repeat: weight({ requests: 1 }),
    },
  ],
  load: [
    { label: "/", url: "/", server: load(800, 11.5, 40, 2.4), nginx: load(16000, 0.3, 2.1, 4.8) },
    { label: "post", url: "/blog/a-post", server: load(900, 10, 30), nginx: load(15000, 0.3, 2) },
    { label: "/api/posts/", url: "/api/posts/", server: load(3000, 3, 9.99), nginx: null },
    { label: "slow", url: "/slow", server: load(0, 0, 0), nginx: load(15000, 0.3, 2) },
  ],
  lighthouse: null,
  notes: ["nginx not installed (apt-get install -y nginx): no ceiling to compare with."],
};

describe("figures", () => {
  it("shows a figure in KB beside its budget and marks it when over", () => {
    expect(withBudget(98.44 * KB, 140 * KB)).toBe("98.4/140");
    expect(withBudget(140 * KB, 140 * KB)).toBe("140.0/140");
    expect(withBudget(140 * KB + 1, 140 * KB)).toBe("140.0/140 ✗");
  });

  it("gives the server's throughput as a share of nginx's", () => {
    expect(ratio(800, 16000)).toBe("5.0%");
    expect(ratio(4000, 16000)).toBe("25%");
    expect(ratio(800, undefined)).toBe("–");
    expect(ratio(800, 0)).toBe("–");
  });
});

describe("overBudget", () => {
  it("lists each first-visit figure over its budget: the home page has larger ones", () => {
    expect(overBudget({ ...report, load: [] })).toEqual([
      "post: JavaScript 131.0 KB > 130.0 KB",
      "post: largest image 120.0 KB > 100.0 KB",
    ]);
  });

  it("holds the load to the serving budgets: cached and proxy shares of nginx, cached p99, the home miss", () => {
    const page = { label: "/", url: "/", kind: "page" as const };
    const api = { label: "api", url: "/api/posts/", kind: "api" as const };
    const nginx = load(40000, 0.2, 1, 1);
    const good = { label: "/", url: "/", server: load(20000, 1, 19.9, 1), nginx, proxy: load(36000, 0.3, 2, 1) };
    expect(servingOverBudget({ ...good, miss: load(170, 50, 90, 6) }, page)).toEqual([]);
    expect(
      servingOverBudget(
        { ...good, server: load(19000, 1, 20, 1), proxy: load(35000, 0.3, 2, 1), miss: load(160, 50, 90, 6) },
        page,
      ),
    ).toEqual([
      "/: cached 48% of nginx < 50%",
      "/: proxy cache 88% of nginx < 90%",
      "/: cached p99 20.0 ms >= 20 ms",
      "/: render miss 160 per CPU-s < 165",
    ]);
    // An API read has no p99 budget; without nginx there is no share to hold.
    expect(
      servingOverBudget({ ...good, label: "api", url: "/api/posts/", server: load(20000, 1, 50, 1) }, api),
    ).toEqual([]);
    expect(servingOverBudget({ ...good, nginx: null, proxy: null }, page)).toEqual([]);
  });

  it("checks Lighthouse scores against 95", () => {
    const scores = { performance: 94, accessibility: 100, bestPractices: 95, seo: 100 };
    expect(
      overBudget({
        ...report,
        pages: [],
        load: [],
        lighthouse: { "/": scores, "/x": { ...scores, performance: 95, seo: null } },
      }),
    ).toEqual(["/: Lighthouse performance 94 < 95", "/x: Lighthouse seo not scored"]);
  });
});

describe("renderTable", () => {
  const lines = renderTable(report).split("\n");
  const row = (title: string) => {
    const line = lines.find((l) => l.trimStart().startsWith(title));
    if (!line) throw new Error(`no row ${title}`);
    return line
      .slice(line.indexOf(title) + title.length)
      .trim()
      .split(/\s{2,}/);
  };

  it("has a column per target and a row per figure, budgets beside first-visit figures", () => {
    expect(lines[0].trim().split(/\s+/)).toEqual(["/", "post", "/api/posts/", "slow"]);
    expect(row("JavaScript")).toEqual(["141.0", "133.0", "–", "–"]);
    expect(row("brotli bodies / budget")).toEqual(["139.0/140", "131.0/130 ✗", "–", "–"]);
    expect(row("total / budget")).toEqual(["390.0/400", "150.0/200", "–", "–"]);
    expect(row("largest / budget")).toEqual(["15.0/100", "120.0/100 ✗", "–", "–"]);
  });

  it("shows the repeat visit and the load beside nginx, with – where there is no figure (no answer: no latency)", () => {
    const repeatTotal = lines.filter((l) => l.trimStart().startsWith("total "))[1];
    expect(repeatTotal.trim().split(/\s{2,}/)).toEqual(["total", "10.0", "180.0", "–", "–"]);
    expect(row("from the cache")).toEqual(["11", "0", "–", "–"]);
    expect(row("server req/s")).toEqual(["800", "900", "3,000", "0"]);
    expect(row("nginx req/s")).toEqual(["16,000", "15,000", "–", "15,000"]);
    expect(row("server / nginx")).toEqual(["5.0%", "6.0%", "–", "0.0%"]);
    // 4,800 answers in 2.4 CPU-s; 96,000 in 4.8: 2,000 and 20,000 per CPU-second.
    expect(row("server req per CPU-s")).toEqual(["2,000", "–", "–", "–"]);
    expect(row("nginx req per CPU-s")).toEqual(["20,000", "–", "–", "–"]);
    expect(row("server / nginx per CPU")).toEqual(["10%", "–", "–", "–"]);
    expect(row("server p50 / p99 ms")).toEqual(["11.5 / 40.0", "10.0 / 30.0", "3.00 / 9.99", "–"]);
  });

  it("adds Lighthouse rows only when there are scores", () => {
    expect(lines.some((l) => l.includes("Lighthouse"))).toBe(false);
    const scores = { performance: 90, accessibility: 100, bestPractices: 100, seo: 100 };
    const withScores = renderTable({ ...report, lighthouse: { "/": scores, "/blog/a-post": scores } });
    expect(withScores).toMatch(/performance\s+90 ✗\s+90 ✗\s+–\s+–/);
    expect(withScores).toMatch(/best-practices\s+100\s+100\s+–/);
  });
});

describe("renderReport", () => {
  it("says when and where, which load tool, names renamed columns and ends with the budgets and notes", () => {
    const text = renderReport(report);
    expect(text).toContain("2026-11-22 16:00 UTC · 2 cores, 24 GiB");
    expect(text).toContain("load: wrk, 10 connections, 6 s after 2 s of warm-up");
    expect(text).toContain("Columns: post = /blog/a-post; slow = /slow.");
    expect(text).toContain(
      "Over budget: post: JavaScript 131.0 KB > 130.0 KB; post: largest image 120.0 KB > 100.0 KB; /: cached 5.0% of nginx < 50%;",
    );
    expect(text.trimEnd().endsWith("nginx not installed (apt-get install -y nginx): no ceiling to compare with.")).toBe(
      true,
    );
  });
});

describe("readLighthouseScores", () => {
  const lighthouse = { performance: 97, accessibility: 100, "best-practices": 100, seo: 100 };
  const scores = { performance: 97, accessibility: 100, bestPractices: 100, seo: 100 };

  it("takes the four scores of every page from runLighthouse's list, by path", () => {
    const list = [
      { path: "/", url: "http://x/", scores: lighthouse, metrics: {}, problems: [] },
      { path: "/blog", scores: { ...lighthouse, seo: null } },
    ];
    expect(readLighthouseScores(list, ["/", "/blog"])).toEqual({ "/": scores, "/blog": { ...scores, seo: null } });
  });

  it("says what is missing or out of range instead of showing it", () => {
    expect(readLighthouseScores({ "/": lighthouse }, ["/"])).toBe("runLighthouse returned no list");
    expect(readLighthouseScores([{ path: "/", scores: lighthouse }], ["/", "/blog"])).toBe(
      "runLighthouse returned nothing for /blog",
    );
    expect(readLighthouseScores([{ path: "/", scores: { ...lighthouse, seo: 0.98 } }], ["/"])).toBeTypeOf("object");
    expect(readLighthouseScores([{ path: "/", scores: { ...lighthouse, seo: 196 } }], ["/"])).toBe(
      "runLighthouse gave no seo score from 0 to 100 for /",
    );
  });
});
