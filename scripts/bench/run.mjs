// npm run bench: the shop's production build beside the stack's floor (bench/floor),
// each served by `wrangler dev` on a throwaway database, loaded with autocannon at a fixed
// concurrency and duration. Prints one table, then every target as met or not, and saves both under
// bench/results/.
//
//   npm run bench                       # build, 1x and 10x data, 10 s per route, 10 connections
//   npm run bench -- --duration 1 --warmup 0 --scales 1 --no-build   # the 1-second smoke run
//
// Options: --duration <s>, --warmup <s> (the same load, unmeasured, before each route; default 3),
// --connections <n>, --scales 1,10, --no-build, --out <file>, --reuse-data (serve the databases an
// earlier run left under .tmp/ instead of seeding them again).
// Ports: BENCH_PORT (default 8906) for the shop, BENCH_FLOOR_PORT (8907) for the floor.
import { rmSync } from "node:fs";
import { join } from "node:path";
import { readDevVars, run } from "../lib.mjs";
import { guestWithCart, login, measure, probe } from "./load.mjs";
import { fmt, p99Growth, printTable, savePartial, saveResult } from "./report.mjs";
import { FLOOR_ROUTES, shopRoutes } from "./routes.mjs";
import { prepareDatabase, serve, settle, stop, waitUntilUp } from "./servers.mjs";
import { evaluateTargets, printTargets } from "./targets.mjs";

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : fallback;
};
const DURATION = Number(option("--duration", "10"));
const WARMUP = Number(option("--warmup", "3"));
const CONNECTIONS = Number(option("--connections", "10"));
const SCALES = option("--scales", "1,10").split(",").map(Number);
const BUILD = !argv.includes("--no-build");
const REUSE_DATA = argv.includes("--reuse-data");
const PORT = Number(process.env.BENCH_PORT ?? 8906);
const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT ?? 8907);
const BENCH_CUSTOMER = { username: "bench.customer", password: "Bench-traveller-1" };
const LOAD = { connections: CONNECTIONS, duration: DURATION, warmup: WARMUP };

process.on("SIGINT", () => process.exit(130));

/**
 * The floor alone on the machine, once before the shop and once after: its row per kind (page, api)
 * is what the shop is read against, and on a shared machine it moves by a fifth between runs.
 */
async function measureFloor(rows, when) {
  const floorPersist = join(process.cwd(), ".tmp/bench-floor");
  rmSync(floorPersist, { recursive: true, force: true });
  run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", floorPersist], {
    cwd: "bench/floor",
  });
  const floor = serve("bench/floor", FLOOR_PORT, floorPersist);
  const floorBase = `http://127.0.0.1:${FLOOR_PORT}`;
  await waitUntilUp(`${floorBase}/api/hello`);
  const floorRows = {};
  for (const route of FLOOR_ROUTES) {
    await settle(floor);
    const row = await measure(floorBase, route, LOAD);
    row.route = `${row.route} (${when})`;
    floorRows[route.kind] = row;
    rows.push(row);
    console.log(`${row.route}: ${fmt(row.reqPerSec)} req/s, p99 ${row.p99} ms`);
  }
  await stop(floor);
  return floorRows;
}

/** The shop on `scale` times the seeded data: every route at the first size, the heavy ones after. */
async function measureShop({ scale, vars, rows, byScale }) {
  const persist = prepareDatabase(scale, { reuse: REUSE_DATA });
  const shop = serve(".", PORT, persist);
  const base = `http://127.0.0.1:${PORT}`;
  await waitUntilUp(`${base}/api/products`);
  const customer = await login(base, "/api/auth/login", {
    emailOrUsername: BENCH_CUSTOMER.username,
    password: BENCH_CUSTOMER.password,
  });
  const admin = await login(base, "/api/admin/login", {
    username: vars.ADMIN_USERNAME,
    password: vars.ADMIN_PASSWORD,
  });
  const guestCartCookie = await guestWithCart(base);
  for (const route of shopRoutes({ customerCookie: customer, adminCookie: admin, guestCartCookie }, base)) {
    if (scale !== SCALES[0] && !route.heavy) continue;
    if (route.optional && (await probe(base, route)).status === 404) continue;
    await settle(shop);
    const row = await measure(base, route, LOAD);
    row.scale = scale;
    rows.push(row);
    byScale[scale] ??= {};
    byScale[scale][route.name] = row;
    console.log(
      `${row.route} @${scale}x: ${fmt(row.reqPerSec)} req/s, p99 ${row.p99} ms, ${row.queries} queries`,
    );
  }
  await stop(shop);
}

async function main() {
  if (BUILD) {
    run("react-router", ["build"]);
    run("react-router", ["build"], { cwd: "bench/floor" });
  }
  const vars = readDevVars();
  const rows = [];
  const floorBefore = await measureFloor(rows, "before the shop");
  const byScale = {};
  for (const scale of SCALES) {
    await measureShop({ scale, vars, rows, byScale });
    savePartial(rows);
  }
  const floorAfter = await measureFloor(rows, "after the shop");
  // Each shop row is read against the mean of the floor's two rows of its kind.
  for (const row of rows) {
    if (row.scale === undefined) continue;
    row.ratio = row.reqPerSec / ((floorBefore[row.kind].reqPerSec + floorAfter[row.kind].reqPerSec) / 2);
  }
  printTable(rows);
  const growth = p99Growth(byScale, SCALES);
  const targets = evaluateTargets({ rows, growth, scales: SCALES });
  printTargets(targets);
  const settings = { duration: DURATION, warmup: WARMUP, connections: CONNECTIONS, scales: SCALES };
  saveResult({ settings, rows, growth, targets, out: option("--out", undefined) });
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
