import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cpuSince, formatCpu, parseChildTicks, readChildCpu } from "./cpu-time.mjs";

// A real /proc/<pid>/stat line (of `node`), with cutime 85000 and cstime 16200 (fields 16, 17).
const STAT =
  "4242 (node) S 4100 4242 4100 34816 4242 4194304 120453 2310 0 0 7021 913 85000 16200 20 0 11 0 " +
  "1234567 1303457792 52341 18446744073709551615 1 1 0 0 0 0 0 16781312 17922 0 0 0 17 1 0 0 0 0 0";

describe("parseChildTicks", () => {
  it("reads cutime and cstime (fields 16 and 17), not the process's own utime and stime", () => {
    expect(parseChildTicks(STAT)).toEqual({ user: 85000, system: 16200 });
  });

  it("counts the fields from after the command name, which may hold spaces and parentheses", () => {
    const odd = STAT.replace("(node)", "(a (b) c)");
    expect(parseChildTicks(odd)).toEqual({ user: 85000, system: 16200 });
  });

  it("refuses a text that is not a stat line", () => {
    expect(() => parseChildTicks("")).toThrow(/not a \/proc stat line/);
    expect(() => parseChildTicks("1 (x) S 2 3")).toThrow(/cutime/);
  });
});

describe("readChildCpu", () => {
  it("turns clock ticks into seconds", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cpu-")), "stat");
    fs.writeFileSync(file, STAT);
    expect(readChildCpu(100, file)).toEqual({ user: 850, system: 162 });
    expect(readChildCpu(250, file)).toEqual({ user: 340, system: 64.8 });
  });

  it("is null where there is no such file (no /proc), or the file is not a stat line", () => {
    expect(readChildCpu(100, "/nonexistent/stat")).toBeNull();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cpu-")), "stat");
    fs.writeFileSync(file, "not a stat line");
    expect(readChildCpu(100, file)).toBeNull();
  });

  it("reads this process's own /proc/self/stat on Linux", () => {
    const read = readChildCpu(100);
    if (process.platform !== "linux") return expect(read).toBeNull();
    expect(read).not.toBeNull();
    expect(read.user).toBeGreaterThanOrEqual(0);
    expect(read.system).toBeGreaterThanOrEqual(0);
  });
});

describe("cpuSince and formatCpu", () => {
  it("subtracts two readings, null when either is missing", () => {
    expect(cpuSince({ user: 10, system: 2 }, { user: 860, system: 164 })).toEqual({ user: 850, system: 162 });
    expect(cpuSince(null, { user: 1, system: 1 })).toBeNull();
  });

  it("prints whole seconds with thousands separated", () => {
    expect(formatCpu({ user: 850.4, system: 161.6 })).toBe("1,012 s (user 850 s, system 162 s)");
    expect(formatCpu({ user: 0, system: 0 })).toBe("0 s (user 0 s, system 0 s)");
  });
});
