// npm run bench: the shop's production build beside the stack's floor (bench/floor),
// each served by `wrangler dev` on a throwaway database, loaded with autocannon at a fixed
// concurrency and duration. Prints one table and saves it under bench/results/.
//
//   npm run bench                       # build, 1x and 10x data, 10 s per route, 10 connections
//   npm run bench -- --duration 1 --scales 1 --no-build     # the 1-second smoke run
//
// Options: --duration <s>, --connections <n>, --scales 1,10, --no-build, --out <file>.
// Ports: BENCH_PORT (default 8906) for the shop, BENCH_FLOOR_PORT (8907) for the floor.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { readDevVars, run } from "../lib.mjs";

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : fallback;
};
const DURATION = Number(option("--duration", "10"));
const CONNECTIONS = Number(option("--connections", "10"));
const SCALES = option("--scales", "1,10").split(",").map(Number);
const BUILD = !argv.includes("--no-build");
const PORT = Number(process.env.BENCH_PORT ?? 8906);
const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT ?? 8907);
const BENCH_CUSTOMER = { username: "bench.customer", password: "Bench-traveller-1" };

const children = [];
process.on("exit", () => {
  for (const child of children) if (child.exitCode === null) process.kill(-child.pid, "SIGTERM");
});
process.on("SIGINT", () => process.exit(130));

function serve(cwd, port, persist) {
  const child = spawn(
    "wrangler",
    [
      "dev",
      "--port",
      String(port),
      "--ip",
      "127.0.0.1",
      "--persist-to",
      persist,
      "--show-interactive-dev-session=false",
      "--log-level",
      "warn",
    ],
    {
      cwd,
      stdio: ["ignore", "ignore", "inherit"],
      detached: true,
      env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false" },
    },
  );
  children.push(child);
  return child;
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid, "SIGTERM");
  await exited;
}

async function waitUntilUp(url) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up`);
}

function prepareDatabase(scale) {
  const persist = `.tmp/bench-state-${scale}x`;
  rmSync(persist, { recursive: true, force: true });
  run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persist]);
  run("tsx", ["scripts/seed.ts", "--persist-to", persist]);
  run("tsx", ["scripts/bench/seed-scale.ts", "--persist-to", persist, "--scale", String(scale)]);
  return persist;
}

async function login(base, path, body) {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => /^__Host-(session|admin_session)=/.test(c))
    .join("; ");
}

/** Queries per request and cache outcome, read from one request's Server-Timing like a browser would. */
async function probe(base, route) {
  const res = await fetch(`${base}${route.path(0)}`, {
    method: route.method ?? "GET",
    headers: route.headers,
    body: route.body,
  });
  await res.arrayBuffer();
  const timing = res.headers.get("Server-Timing") ?? "";
  return {
    status: res.status,
    queries: Number(/d1q;desc=(\d+)/.exec(timing)?.[1] ?? Number.NaN),
    cache: /cache;desc=(\w+)/.exec(timing)?.[1] ?? "",
  };
}

function load(base, route) {
  let n = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: DURATION,
        requests: [
          {
            method: route.method ?? "GET",
            headers: route.headers,
            body: route.body,
            setupRequest: (request) => ({ ...request, path: route.path(++n) }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function measure(base, route) {
  // Warm up (and fill the cache for the cached routes), then read the figures of one request.
  for (let i = 0; i < 3; i++) await probe(base, route);
  const seen = await probe(base, route);
  const result = await load(base, route);
  return {
    route: route.name,
    kind: route.kind,
    status: seen.status,
    cache: seen.cache,
    queries: seen.queries,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function shopRoutes(customerCookie, adminCookie, base) {
  const json = { "Content-Type": "application/json", Origin: base };
  return [
    { name: "Home (cached)", kind: "page", path: () => "/" },
    { name: "Shop signed out (cached)", kind: "page", path: () => "/shop" },
    {
      name: "Shop signed out (uncached)",
      kind: "page",
      heavy: true,
      path: (n) => `/shop?bench=${Date.now()}-${n}`,
    },
    // A reference, not a target: the storefront's layout (header, footer, inlined stylesheet) around
    // a short static page, never cached, so Shop uncached can be read against its own shell.
    { name: "Layout only: /terms", kind: "page", path: () => "/terms" },
    { name: "Plan page (cached)", kind: "page", path: () => "/plans/japan-5gb-7-days" },
    { name: "Destination page (cached)", kind: "page", optional: true, path: () => "/esim/japan" },
    { name: "/api/products (cached)", kind: "api", path: () => "/api/products" },
    {
      name: "/api/products (uncached)",
      kind: "api",
      heavy: true,
      path: (n) => `/api/products?bench=${Date.now()}-${n}`,
    },
    {
      name: "Cart add as guest",
      kind: "api",
      method: "POST",
      headers: json,
      body: JSON.stringify({ productId: 1, quantity: 1 }),
      path: () => "/api/cart",
    },
    {
      name: "My Orders signed in",
      kind: "page",
      heavy: true,
      headers: { Cookie: customerCookie },
      path: () => "/my-orders",
    },
    {
      name: "Admin Orders",
      kind: "page",
      heavy: true,
      headers: { Cookie: adminCookie },
      path: () => "/admin/orders",
    },
    {
      name: "Admin Analytics",
      kind: "page",
      heavy: true,
      headers: { Cookie: adminCookie },
      path: () => "/admin/analytics",
    },
  ];
}

const FLOOR_ROUTES = [
  { name: "Floor: React Router page + 1 D1 row", kind: "page", path: () => "/" },
  { name: "Floor: Hono JSON", kind: "api", path: () => "/api/hello" },
];

const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : "-");

function printTable(rows) {
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

async function main() {
  if (BUILD) {
    run("react-router", ["build"]);
    run("react-router", ["build"], { cwd: "bench/floor" });
  }
  const vars = readDevVars();
  const rows = [];

  // The floor first, alone on the machine.
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
    const row = await measure(floorBase, route);
    floorRows[route.kind] = row;
    rows.push(row);
    console.log(`${row.route}: ${fmt(row.reqPerSec)} req/s, p99 ${row.p99} ms`);
  }
  await stop(floor);

  const byScale = {};
  for (const scale of SCALES) {
    const persist = prepareDatabase(scale);
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
    for (const route of shopRoutes(customer, admin, base)) {
      if (scale !== SCALES[0] && !route.heavy) continue;
      if (route.optional && (await probe(base, route)).status === 404) continue;
      const row = await measure(base, route);
      row.scale = scale;
      row.ratio = row.reqPerSec / floorRows[route.kind].reqPerSec;
      rows.push(row);
      byScale[scale] ??= {};
      byScale[scale][route.name] = row;
      console.log(
        `${row.route} @${scale}x: ${fmt(row.reqPerSec)} req/s, p99 ${row.p99} ms, ${row.queries} queries`,
      );
    }
    await stop(shop);
    // Saved after each data size too, so a run cut short keeps what it measured.
    mkdirSync("bench/results", { recursive: true });
    writeFileSync(
      "bench/results/partial.json",
      `${JSON.stringify({ at: new Date().toISOString(), rows }, null, 2)}\n`,
    );
  }

  printTable(rows);
  const growth = [];
  if (SCALES.length > 1) {
    const [low, high] = [SCALES[0], SCALES.at(-1)];
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
    settings: { duration: DURATION, connections: CONNECTIONS, scales: SCALES },
    versions: {
      wrangler: pkg.devDependencies.wrangler,
      reactRouter: pkg.dependencies["react-router"],
      hono: pkg.dependencies.hono,
      autocannon: pkg.devDependencies.autocannon,
    },
    machine,
    rows,
    growth,
  };
  mkdirSync("bench/results", { recursive: true });
  const out = option("--out", `bench/results/${result.at.replace(/[:.]/g, "-")}.json`);
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `\nSaved ${out} (load average at the end: ${machine.loadAverage.map((l) => l.toFixed(1)).join(" ")})`,
  );
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
