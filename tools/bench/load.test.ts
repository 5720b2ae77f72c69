import { describe, expect, it } from "vitest";
import { parseAutocannon, parseWrk } from "./load";

// Real wrk 4.1 output (Debian's package), run with --latency.
const WRK = `Running 2s test @ http://127.0.0.1:4911/x?a=1
  1 threads and 10 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     1.90ms    4.44ms  46.95ms   92.98%
    Req/Sec    20.11k     8.04k   30.11k    75.00%
  Latency Distribution
     50%  196.00us
     75%    1.86ms
     90%    4.67ms
     99%   23.61ms
  40317 requests in 2.05s, 9.30MB read
Requests/sec:  19707.18
Transfer/sec:      4.55MB
`;

describe("parseWrk", () => {
  it("reads requests/s, the request count and p50/p99 from the latency distribution, in ms", () => {
    const result = parseWrk(WRK);
    expect(result).toEqual({ requestsPerSecond: 19707.18, p50Ms: 0.196, p99Ms: 23.61, requests: 40317, errors: 0 });
  });

  it("converts seconds and counts non-2xx answers and socket errors", () => {
    const slow = WRK.replace("99%   23.61ms", "99%    1.20s").replace(
      "Requests/sec:",
      "  Non-2xx or 3xx responses: 7\n  Socket errors: connect 1, read 2, write 0, timeout 3\nRequests/sec:",
    );
    const result = parseWrk(slow);
    expect(result.p99Ms).toBe(1200);
    expect(result.errors).toBe(13);
  });

  it("refuses output without the latency distribution", () => {
    expect(() => parseWrk(WRK.replace(/ {5}99%.*\n/, ""))).toThrow(/99%/);
    expect(() => parseWrk("unable to connect to 127.0.0.1:1 Connection refused")).toThrow(/unexpected output/);
  });
});

describe("parseAutocannon", () => {
  it("takes throughput over the whole run, p50/p99 and every kind of error", () => {
    const json = JSON.stringify({
      duration: 2,
      errors: 1,
      timeouts: 1,
      non2xx: 4,
      latency: { p50: 3, p99: 11 },
      requests: { average: 900, total: 2000 },
    });
    expect(parseAutocannon(json)).toEqual({ requestsPerSecond: 1000, p50Ms: 3, p99Ms: 11, requests: 2000, errors: 5 });
  });
});
