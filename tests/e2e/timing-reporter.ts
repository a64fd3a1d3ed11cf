// Prints, at the end of a run, each project's wall-clock span (its first test's start to its last
// test's end) and how many tests it ran, so the suite's time can be read per viewport
// (docs/reliability.md, "The suite's time budget"). Projects overlap in time where their
// dependencies allow, so the spans do not add up to the run. With E2E_TIMING_FILE set
// (scripts/test.mjs sets it) the same figures are written there as JSON for npm test's table.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

type Outcome = ReturnType<TestCase["outcome"]>;
type Span = { first: number; last: number; tests: Map<string, Outcome>; slowest: Slow[] };
type Slow = { title: string; ms: number };

export default class TimingReporter implements Reporter {
  private readonly projects = new Map<string, Span>();

  onTestEnd(test: TestCase, result: TestResult) {
    const name = test.parent.project()?.name ?? "(no project)";
    const start = result.startTime.getTime();
    const span: Span = this.projects.get(name) ?? {
      first: start,
      last: start,
      tests: new Map(),
      slowest: [],
    };
    span.first = Math.min(span.first, start);
    span.last = Math.max(span.last, start + result.duration);
    // A retried test ends more than once; its last outcome is the one that counts.
    span.tests.set(test.id, test.outcome());
    if (result.status !== "skipped") {
      const file = test.location.file.split(/[\\/]/).pop();
      span.slowest.push({ title: `${file} › ${test.title}`, ms: result.duration });
    }
    this.projects.set(name, span);
  }

  onEnd(result: FullResult) {
    const rows = [...this.projects.entries()]
      .sort(([, a], [, b]) => a.first - b.first)
      .map(([name, span]) => {
        const outcomes = [...span.tests.values()];
        return {
          name,
          seconds: (span.last - span.first) / 1000,
          tests: outcomes.filter((outcome) => outcome !== "skipped").length,
          skipped: outcomes.filter((outcome) => outcome === "skipped").length,
          failed: outcomes.filter((outcome) => outcome === "unexpected").length,
          flaky: outcomes.filter((outcome) => outcome === "flaky").length,
          slowest: span.slowest.sort((a, b) => b.ms - a.ms).slice(0, 5),
        };
      });
    if (rows.length === 0) return;
    console.log(`\nTime of each project (first test start → last test end), run ${result.status}:`);
    const width = Math.max(...rows.map((row) => row.name.length));
    for (const row of rows) {
      const notes = [
        row.skipped ? `${row.skipped} skipped` : "",
        row.failed ? `${row.failed} failed` : "",
        row.flaky ? `${row.flaky} flaky` : "",
      ].filter(Boolean);
      console.log(
        `  ${row.name.padEnd(width)}  ${clock(row.seconds).padStart(6)}  ${row.tests} tests${notes.length ? ` (${notes.join(", ")})` : ""}`,
      );
    }
    const file = process.env.E2E_TIMING_FILE;
    if (file) {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify({ status: result.status, projects: rows }, null, 2));
    }
  }

  printsToStdio() {
    return false;
  }
}

function clock(seconds: number) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}
