// CPU time a process group has used, from Linux's /proc: on a machine shared with other work, the
// answers a server gives per CPU-second it actually got is steadier than its answers per second.
import fs from "node:fs";

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux build Debian ships

/** utime + stime in seconds from one /proc/PID/stat line, and the process group it belongs to. */
export function parseStat(line: string): { group: number; cpuSeconds: number } {
  // The command name (field 2) may hold spaces and parentheses: fields are counted after its ")".
  const fields = line.slice(line.lastIndexOf(")") + 2).split(" ");
  // fields[0] is field 3 (state): pgrp is field 5, utime 14, stime 15.
  return { group: Number(fields[2]), cpuSeconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND };
}

/** CPU seconds used so far by the live processes of group `group`; null where /proc is missing. */
export function groupCpuSeconds(group: number): number | null {
  let entries: string[];
  try {
    entries = fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  let total = 0;
  for (const pid of entries) {
    try {
      const stat = parseStat(fs.readFileSync(`/proc/${pid}/stat`, "utf8"));
      if (stat.group === group) total += stat.cpuSeconds;
    } catch {
      // exited meanwhile
    }
  }
  return total;
}
