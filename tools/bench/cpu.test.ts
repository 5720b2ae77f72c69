import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { groupCpuSeconds, parseStat } from "./cpu";

describe("parseStat", () => {
  it("reads the group and utime + stime, whatever the command name holds", () => {
    const line = "4242 (node (vitest 1)) S 4200 4100 4100 0 -1 4194560 100 0 0 0 250 130 0 0 20 0 11 0 900 0 0";
    expect(parseStat(line)).toEqual({ group: 4100, cpuSeconds: 3.8 });
  });
});

describe("groupCpuSeconds", () => {
  it.skipIf(!fs.existsSync("/proc/self/stat"))("counts this process's own CPU time in its group", () => {
    const self = parseStat(fs.readFileSync("/proc/self/stat", "utf8"));
    for (let i = 0; i < 3e7; i++); // burn a little CPU so the figure is not 0
    const after = parseStat(fs.readFileSync("/proc/self/stat", "utf8"));
    expect(groupCpuSeconds(self.group)).toBeGreaterThanOrEqual(after.cpuSeconds);
    expect(groupCpuSeconds(-12345)).toBe(0);
  });
});
