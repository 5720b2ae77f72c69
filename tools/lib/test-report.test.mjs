import { describe, expect, it } from "vitest";
import { createTally } from "./test-report.mjs";

/**
 * Playwright's JSON report of a real run (trimmed to what the tally reads), retries on: "steady"
 * passed, "broken" failed on the phone and was skipped on the desktop, "wobbly" failed on the phone
 * and passed on its retry.
 */
const REPORT = {
  suites: [
    {
      title: "a.spec.ts",
      file: "a.spec.ts",
      specs: [
        {
          title: "broken",
          tests: [
            {
              projectName: "phone",
              status: "unexpected",
            },
            {
              projectName: "desktop",
              status: "skipped",
            },
          ],
          file: "a.spec.ts",
        },
      ],
      suites: [
        {
          title: "group",
          file: "a.spec.ts",
          specs: [
            {
              title: "steady",
              tests: [
                {
                  projectName: "phone",
                  status: "expected",
                },
                {
                  projectName: "desktop",
                  status: "expected",
                },
              ],
              file: "a.spec.ts",
            },
            {
              title: "wobbly",
              tests: [
                {
                  projectName: "phone",
                  status: "flaky",
                },
                {
                  projectName: "desktop",
                  status: "expected",
                },
              ],
              file: "a.spec.ts",
            },
          ],
        },
      ],
    },
  ],
  stats: {
    expected: 3,
    skipped: 1,
    unexpected: 1,
    flaky: 1,
  },
};

const passing = () => ({
  ...REPORT,
  suites: [
    {
      ...REPORT.suites[0],
      specs: [],
      suites: [{ ...REPORT.suites[0].suites[0], specs: [REPORT.suites[0].suites[0].specs[0]] }],
    },
  ],
  stats: { expected: 2, skipped: 0, unexpected: 0, flaky: 0 },
});

describe("npm test's tally (tools/lib/test-report.mjs)", () => {
  it("a run with a flaky test fails, names it, and counts it as failed", () => {
    const tally = createTally();
    tally.addPlaywright("end-to-end tests", { ...REPORT, stats: { ...REPORT.stats, unexpected: 0 } });
    const { lines, exitCode } = tally.summary();
    expect(exitCode).toBe(1);
    expect(lines).toContain("  a.spec.ts › group › wobbly [phone]");
    expect(lines).toContain("Failed steps: end-to-end tests");
    expect(lines.at(-1)).toBe("3 passed, 1 failed, 1 skipped");
  });

  it("a run whose tests all passed the first time passes", () => {
    const tally = createTally();
    tally.addPlaywright("end-to-end tests", passing());
    tally.addVitest({ numPassedTests: 10, numFailedTests: 0, numPendingTests: 1, numTodoTests: 0 });
    expect(tally.summary()).toEqual({ lines: ["12 passed, 0 failed, 1 skipped"], exitCode: 0 });
  });

  it("a failed step fails the run; its failures are counted", () => {
    const tally = createTally();
    tally.stepFailed("end-to-end tests");
    tally.addPlaywright("end-to-end tests", REPORT);
    const { lines, exitCode } = tally.summary();
    expect(exitCode).toBe(1);
    expect(lines.filter((line) => line.startsWith("Failed steps"))).toEqual(["Failed steps: end-to-end tests"]);
    expect(lines.at(-1)).toBe("3 passed, 2 failed, 1 skipped");
  });

  it("names every failed test, of Vitest and of Playwright, in the closing lines", () => {
    const tally = createTally();
    tally.stepFailed("API tests on PostgreSQL");
    tally.addVitest({
      numPassedTests: 1,
      numFailedTests: 1,
      testResults: [
        {
          name: `${process.cwd()}/tests/api/health.test.ts`,
          status: "failed",
          assertionResults: [
            { fullName: "health answers", status: "passed" },
            { fullName: "health › waits at most its timeout", status: "failed" },
          ],
        },
        {
          name: `${process.cwd()}/tests/api/broken.test.ts`,
          status: "failed",
          message: "Cannot find module x\nstack",
          assertionResults: [],
        },
      ],
    });
    tally.addPlaywright("end-to-end tests", REPORT);
    const { lines } = tally.summary();
    expect(lines).toContain("Failed tests: 3");
    expect(lines).toContain("  tests/api/health.test.ts › health › waits at most its timeout");
    expect(lines).toContain("  tests/api/broken.test.ts (Cannot find module x)");
    expect(lines).toContain("  a.spec.ts › broken [phone]");
    expect(lines).not.toContain("  tests/api/health.test.ts › health answers");
  });
});
