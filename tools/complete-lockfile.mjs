#!/usr/bin/env node
// The npm registry mirror of this workplace lacks some platform-specific optional packages
// (Android, macOS, Windows builds of rollup and Tailwind's oxide). `npm install` then leaves them
// out of package-lock.json and `npm ci` refuses the lock as "out of sync". This adds an entry,
// with the platform constraints read from the parent's optional dependency name, for every
// optional dependency a locked package names but the lock lacks; npm skips them on this platform.
// Run after changing dependencies: `npm install && node tools/complete-lockfile.mjs`.
import fs from "node:fs";

const lockPath = "package-lock.json";
const lock = JSON.parse(fs.readFileSync(lockPath, "utf8"));
const packages = lock.packages;

function platformOf(name) {
  const os = [
    "android",
    "darwin",
    "freebsd",
    "openbsd",
    "win32",
    "linux",
    "openharmony",
    "sunos",
    "aix",
    "netbsd",
  ].find((candidate) => name.includes(`-${candidate}-`) || name.endsWith(`-${candidate}`));
  const cpu = ["arm64", "x64", "ia32", "arm", "loong64", "ppc64", "riscv64", "s390x", "wasm32"].find(
    (candidate) => name.split(/[-/]/).includes(candidate) || name.includes(`-${candidate}-`),
  );
  const libc = name.includes("musl") ? ["musl"] : name.includes("-gnu") ? ["glibc"] : undefined;
  return { os: os ? [os] : undefined, cpu: cpu ? [cpu] : undefined, libc };
}

let added = 0;
for (const [location, meta] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(meta.optionalDependencies ?? {})) {
    const base = location === "" ? "node_modules" : `${location}/node_modules`;
    const candidates = [`${base}/${name}`, `node_modules/${name}`];
    if (candidates.some((candidate) => candidate in packages)) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!os && !cpu) continue; // not a platform build: leave it for npm to report
    packages[`node_modules/${name}`] = {
      version: range.replace(/^[\^~=]/, ""),
      optional: true,
      ...(os && { os }),
      ...(cpu && { cpu }),
      ...(libc && { libc }),
    };
    added += 1;
  }
}
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: ${added} platform-specific optional entries added`);
