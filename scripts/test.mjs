// `npm test`: every check, in order of speed. Any failure stops the run with a non-zero exit.
// At the end (also after a failure) it prints how long each step took, and each Playwright
// project's own span, so a slow suite shows where its time went (docs/reliability.md, "The
// suite's time budget"). The budget is read from this table, never enforced here: CI may run on
// a busy machine, where the same suite takes twice as long.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";

process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
// tests/e2e/timing-reporter.ts writes each project's span here for the table below.
const E2E_TIMING = ".tmp/e2e-timing.json";
process.env.E2E_TIMING_FILE = E2E_TIMING;
// An earlier run's figures would read as this one's if Playwright never got to start.
rmSync(E2E_TIMING, { force: true });

const steps = [
  ["biome", "biome", ["check", "."]],
  // The icon sprite and its components match the icons the app imports (npm run icons).
  ["icons check", "node", ["scripts/build-icons.mjs", "--check"]],
  ["wrangler types", "wrangler", ["types"]],
  ["typegen", "react-router", ["typegen"]],
  // Unused files, exports and dependencies (knip.json says where the entry points are). After the
  // generated types: on a fresh clone the routes' `./+types/*` imports exist only once typegen ran.
  ["knip", "knip", ["--no-config-hints"]],
  ["tsc", "tsc", ["-b"]],
  ["vitest", "vitest", ["run"]],
  ["backup round trip", "node", ["scripts/backup/check-round-trip.mjs"]],
  ["build", "react-router", ["build"]],
  ["size check", "node", ["scripts/check-worker-size.mjs"]],
  ["playwright", "playwright", ["test"]],
];

/** @type {{ name: string, seconds: number, outcome: string }[]} */
const done = [];
const started = Date.now();
// Ctrl-C reaches the running step too; this process stays to print what ran.
process.on("SIGINT", () => {});

let failed = false;
for (const [name, command, args] of steps) {
  console.log(`\n> ${command} ${args.join(" ")}`);
  const from = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit" });
  const seconds = (Date.now() - from) / 1000;
  const ok = result.status === 0;
  done.push({ name, seconds, outcome: ok ? "ok" : `failed (${result.status ?? result.signal})` });
  if (!ok) {
    console.error(`\n${command} failed with exit code ${result.status ?? result.signal}`);
    failed = true;
    break;
  }
}
printTable();
process.exit(failed ? 1 : 0);

function printTable() {
  const rows = done.map((step) => [step.name, clock(step.seconds), step.outcome]);
  for (const project of e2eProjects()) {
    rows.push([
      `  e2e ${project.name}`,
      clock(project.seconds),
      `${project.tests} tests${project.failed ? `, ${project.failed} failed` : ""}${project.flaky ? `, ${project.flaky} flaky` : ""}`,
    ]);
  }
  const skipped = steps.slice(done.length).map(([name]) => name);
  rows.push(["total", clock((Date.now() - started) / 1000), failed ? "failed" : "ok"]);
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column].length)));
  console.log("\nTime of each step (wall clock; e2e projects overlap, see docs/reliability.md):");
  for (const row of rows) {
    console.log(`  ${row[0].padEnd(widths[0])}  ${row[1].padStart(widths[1])}  ${row[2]}`);
  }
  if (skipped.length > 0) console.log(`  not run: ${skipped.join(", ")}`);
}

/** @returns {{ name: string, seconds: number, tests: number, failed: number, flaky: number }[]} */
function e2eProjects() {
  if (!existsSync(E2E_TIMING)) return [];
  try {
    return JSON.parse(readFileSync(E2E_TIMING, "utf8")).projects;
  } catch {
    return [];
  }
}

function clock(seconds) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}
