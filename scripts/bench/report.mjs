// The benchmark's report: the table printed at the end, the p99 growth between data sizes, and the
// JSON saved under bench/results/ with the settings, versions and machine it ran on.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";

export const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : "-");

export function printTable(rows) {
  const head = ["route", "data", "req/s", "p50 ms", "p99 ms", "D1 q/req", "cache", "x floor", "non-2xx"];
  const body = rows.map((r) => [
    r.route,
    r.scale ? `${r.scale}x` : "",
    fmt(r.reqPerSec),
    fmt(r.p50),
    fmt(r.p99),
    fmt(r.queries),
    r.cache,
    r.ratio === undefined ? "" : fmt(r.ratio, 2),
    String(r.non2xx + r.errors),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(`\n${line(head)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const b of body) console.log(line(b));
}

/** How much each route's p99 grew from the smallest data size to the largest; printed and answered. */
export function p99Growth(byScale, scales) {
  const growth = [];
  if (scales.length > 1) {
    const [low, high] = [scales[0], scales.at(-1)];
    console.log(`\np99 growth from ${low}x to ${high}x data`);
    for (const [name, row] of Object.entries(byScale[high] ?? {})) {
      const base = byScale[low]?.[name];
      if (!base) continue;
      const factor = row.p99 / base.p99;
      growth.push({ route: name, p99Low: base.p99, p99High: row.p99, factor });
      console.log(
        `  ${name.padEnd(30)} ${String(base.p99).padStart(5)} ms -> ${String(row.p99).padStart(5)} ms  (${fmt(factor, 2)}x)`,
      );
    }
  }
  return growth;
}

/** Saved after each data size too, so a run cut short keeps what it measured. */
export function savePartial(rows) {
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(
    "bench/results/partial.json",
    `${JSON.stringify({ at: new Date().toISOString(), rows }, null, 2)}\n`,
  );
}

/** The whole run as JSON, at `out` or under bench/results/ named by its time. */
export function saveResult({ settings, rows, growth, targets, out }) {
  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    loadAverage: os.loadavg(),
    platform: `${os.type()} ${os.release()}`,
    node: process.version,
  };
  const pkg = JSON.parse(readFileSync("package.json", "utf8"));
  const result = {
    at: new Date().toISOString(),
    settings,
    versions: {
      wrangler: pkg.devDependencies.wrangler,
      reactRouter: pkg.dependencies["react-router"],
      hono: pkg.dependencies.hono,
      autocannon: pkg.devDependencies.autocannon,
    },
    machine,
    rows,
    growth,
    targets,
  };
  mkdirSync("bench/results", { recursive: true });
  const file = out ?? `bench/results/${result.at.replace(/[:.]/g, "-")}.json`;
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `\nSaved ${file} (load average at the end: ${machine.loadAverage.map((l) => l.toFixed(1)).join(" ")})`,
  );
}
