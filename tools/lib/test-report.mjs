// The tally of `npm test` (tools/test.mjs): what each step's JSON report says, which steps
// failed, and the closing lines. A Playwright test that failed and then passed on its retry is
// flaky: it is named and counted as failed, and the run fails (never "passed on retry").

/** Titles from the file down to the test, as Playwright's list reporter writes them. */
function* playwrightTests(suite, titles = []) {
  const path = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? [])
      yield { name: `${[...path, spec.title].join(" › ")} [${test.projectName}]`, test };
  }
  for (const child of suite.suites ?? []) yield* playwrightTests(child, path);
}

const relative = (file) => (file ?? "").replace(`${process.cwd()}/`, "");
const firstLine = (message) => (message ?? "").split("\n")[0].slice(0, 200);

export function createTally() {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const failedSteps = [];
  const flaky = [];
  // Every failed test by name, so that the closing lines say what to look at (a step's own
  // output may have scrolled far away, or be cut from a CI log).
  const failedTests = [];
  return {
    /** A step (command) that exited with an error. */
    stepFailed(name) {
      failedSteps.push(name);
    },
    /** Vitest's JSON report (--reporter=json). */
    addVitest(report) {
      totals.passed += report.numPassedTests ?? 0;
      totals.failed += report.numFailedTests ?? 0;
      totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
      for (const file of report.testResults ?? []) {
        for (const test of file.assertionResults ?? []) {
          if (test.status === "failed") failedTests.push(`${relative(file.name)} › ${test.fullName}`);
        }
        // A file that failed before its tests ran (an import, a hook) names no test.
        if (file.status === "failed" && !(file.assertionResults ?? []).some((test) => test.status === "failed"))
          failedTests.push(`${relative(file.name)} (${firstLine(file.message)})`);
      }
    },
    /** Playwright's JSON report, of the step `step`. */
    addPlaywright(step, report) {
      const { stats } = report;
      totals.passed += stats.expected ?? 0;
      totals.failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
      totals.skipped += stats.skipped ?? 0;
      const names = [];
      for (const suite of report.suites ?? []) {
        for (const { name, test } of playwrightTests(suite)) {
          if (test.status === "flaky") names.push(name);
          if (test.status === "unexpected") failedTests.push(name);
        }
      }
      // The stats are the truth: a flaky test the walk did not find is still counted.
      for (let i = names.length; i < (stats.flaky ?? 0); i++) names.push("(a test the report does not name)");
      flaky.push(...names);
      if (names.length > 0 && !failedSteps.includes(step)) failedSteps.push(step);
    },
    /** The closing lines and the exit code of the run. */
    summary() {
      const lines = [];
      if (flaky.length > 0) {
        lines.push(`Flaky (failed, then passed on retry; fix or quarantine them): ${flaky.length}`);
        for (const name of flaky) lines.push(`  ${name}`);
      }
      if (failedTests.length > 0) {
        lines.push(`Failed tests: ${failedTests.length}`);
        for (const name of failedTests) lines.push(`  ${name}`);
      }
      if (failedSteps.length > 0) lines.push(`Failed steps: ${failedSteps.join(", ")}`);
      lines.push(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
      return { lines, exitCode: failedSteps.length > 0 ? 1 : 0 };
    },
  };
}
