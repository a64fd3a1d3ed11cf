// The performance targets, read from one run: each printed as met or not with the number that
// decides it, so that a run is the proof. Throughput is read against the floor page measured in the
// same run (the mean of its runs before and after the shop); p99 growth against the same route at
// the smallest data size of the run.
import { firstLoadJs } from "./first-load-js.mjs";
import { fmt } from "./report.mjs";

/** Pages whose throughput must reach this share of the floor page's. */
const THROUGHPUT_TARGETS = [
  ["Layout only: /terms", 0.7],
  ["Shop as a guest with a cart", 0.4],
  ["My Orders signed in", 0.5],
  ...[
    "Home",
    "Home in Malay",
    "Home in Chinese",
    "Shop signed out",
    "Shop in Malay",
    "Shop in Chinese",
    "Plan page",
    "Plan page in Malay",
    "Plan page in Chinese",
    "Destination page",
    "Destination page in Malay",
    "Destination page in Chinese",
  ].map((page) => [`${page} (cached)`, 0.9]),
];

/** How much more a route's p99 may be at the largest data size than at the smallest. */
const P99_GROWTH_LIMIT = 2;
/** What Home's first-load JavaScript may add to the floor's bare page. */
const JS_OVER_FLOOR_KIB = 15;

export function evaluateTargets({ rows, growth, scales }) {
  const results = [];
  for (const [route, atLeast] of THROUGHPUT_TARGETS) {
    const row = rows.find((r) => r.route === route && r.scale === scales[0]);
    results.push({
      target: `${route} >= ${atLeast}x floor`,
      value: row ? `${fmt(row.ratio, 2)}x` : "not measured",
      met: row ? row.ratio >= atLeast && row.non2xx + row.errors === 0 : false,
    });
  }
  const [low, high] = [scales[0], scales.at(-1)];
  for (const g of growth) {
    results.push({
      target: `${g.route}: p99 at ${high}x <= ${P99_GROWTH_LIMIT}x p99 at ${low}x`,
      value: `${g.p99Low} -> ${g.p99High} ms (${fmt(g.factor, 2)}x)`,
      met: g.factor <= P99_GROWTH_LIMIT,
    });
  }
  const home = firstLoadJs("routes/home");
  const floor = firstLoadJs("routes/home", "bench/floor/build/client");
  const over = home.gzipKiB - floor.gzipKiB;
  results.push({
    target: `Home's first-load JS <= floor page + ${JS_OVER_FLOOR_KIB} KiB gzip`,
    value: `${fmt(home.gzipKiB, 1)} vs ${fmt(floor.gzipKiB, 1)} KiB (+${fmt(over, 1)})`,
    met: over <= JS_OVER_FLOOR_KIB,
  });
  return results;
}

export function printTargets(results) {
  const width = Math.max(...results.map((r) => r.target.length));
  console.log("\nTargets");
  for (const r of results)
    console.log(`  ${r.met ? "met    " : "NOT MET"}  ${r.target.padEnd(width)}  ${r.value}`);
  const met = results.filter((r) => r.met).length;
  console.log(`  ${met} of ${results.length} met`);
}
