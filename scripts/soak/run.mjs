// `npm run soak [-- --minutes 10 --visitors 4]`: steady mixed traffic against the production build
// with both stand-ins (`npm run start:payments` on a fresh database of its own): guests browsing,
// searching and filling carts, customers signing up, signing in, buying, paying on the Stripe
// stand-in, topping up and chatting, and a staff member working through lists, chats, shipping and
// goodwill credit. It reports requests by kind with p50/p99 and errors (any answer not expected;
// must be 0), the worker's memory at start and end, and then reconciles: every order it paid ends
// delivered, each order's total is what the stand-in charged, and physical stock went down by what
// was sold with nothing left reserved. Exit 1 unless all of that holds.
// `--origin http://127.0.0.1:8787` runs against a shop already started with `npm run start:payments`.
import { spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { readDevVars, run } from "../lib.mjs";
import { DEFAULT_SECRET_KEY } from "../stripe-standin/server.mjs";
import { browse, buy, customerChat, guestCart, search, signIn, staffStep, topUp } from "./actions.mjs";
import { Stats, Visitor } from "./client.mjs";
import { connectHeap } from "./heap.mjs";
import { report } from "./report.mjs";

const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const MINUTES = Number(option("minutes", 10));
const VISITORS = Number(option("visitors", 4));
const THINK_MS = Number(option("think", 250)); // between one visitor's actions: steady, not flat out
const STAFF_EVERY_MS = 1500; // the staff member's pace, within the chat throttle
const DRAIN_MS = 180_000;
const port = process.env.SOAK_PORT ?? "8798";
const inspectorPort = process.env.SOAK_INSPECTOR_PORT ?? "9348";
process.env.STRIPE_STANDIN_PORT ??= "12131";
process.env.AIRALO_STANDIN_PORT ??= "12132";
const stripeUrl = `http://127.0.0.1:${process.env.STRIPE_STANDIN_PORT}`;
const given = option("origin", null);
const origin = given ?? `http://127.0.0.1:${port}`;
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let server = null;
if (!given) {
  run("react-router", ["build"]);
  server = spawn(process.execPath, ["scripts/start-payments.mjs"], {
    env: {
      ...process.env,
      PORT: port,
      STATE_DIR: ".tmp/soak-state",
      SKIP_BUILD: "1",
      INSPECTOR_PORT: inspectorPort,
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  process.on("exit", () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  });
}

async function waitForServer() {
  for (let i = 0; i < 360; i++) {
    try {
      if ((await fetch(`${origin}/api/products`)).ok) return;
    } catch {
      // not up yet
    }
    await wait(500);
  }
  throw new Error("The shop did not start");
}

/** The resident memory of the shop's workerd processes, in MiB. */
function workerMemory() {
  const ps = spawnSync("ps", ["-eo", "pgid=,rss=,comm="], { encoding: "utf8" }).stdout;
  let kib = 0;
  for (const line of ps.split("\n")) {
    const [pgid, rss, comm] = line.trim().split(/\s+/);
    if (comm !== "workerd") continue;
    if (server && Number(pgid) !== server.pid) continue;
    kib += Number(rss);
  }
  return Math.round(kib / 1024);
}

await waitForServer();
const stats = new Stats();
const vars = readDevVars();
const staff = new Visitor(origin, stats);
const login = await staff.request("staff sign-in", "POST", "/api/admin/login", {
  body: {
    username: vars.ADMIN_USERNAME,
    password: vars.ADMIN_PASSWORD,
  },
});
if (!login.ok)
  throw new Error("The staff member could not sign in (ADMIN_USERNAME/ADMIN_PASSWORD in .dev.vars)");
const products = (await staff.request("setup", "GET", "/api/products")).data;
const stockOf = async () =>
  (await staff.request("setup", "GET", "/api/admin/inventory?pageSize=100")).data.items;
const stockBefore = await stockOf();
const simIds = new Set(products.filter((p) => p.type === "Physical SIM").map((p) => p.id));
const physical = stockBefore
  .filter((s) => simIds.has(s.productId))
  .sort((a, b) => b.available - a.available)[0];
const shop = {
  origin,
  stats,
  staff,
  runId: randomUUID().slice(0, 5),
  esims: products.filter((p) => p.type === "eSIM"),
  physical,
  physicalLeft: physical ? physical.available - 1 : 0,
  customers: [],
  paid: [],
  rooms: [],
};

// Only for the shop this run started: a given origin's inspector is not known.
const heap = server ? await connectHeap(inspectorPort) : null;
const heapStart = await heap?.read();
const memoryStart = workerMemory();
const startedAt = Date.now();
const deadline = startedAt + MINUTES * 60_000;
const MIX = [
  [browse, 30],
  [search, 14],
  [guestCart, 14],
  [signIn, 8],
  [buy, 14],
  [topUp, 4],
  [customerChat, 16],
];
const totalWeight = MIX.reduce((sum, [, weight]) => sum + weight, 0);
function nextAction() {
  let roll = Math.random() * totalWeight;
  for (const [action, weight] of MIX) {
    roll -= weight;
    if (roll < 0) return action;
  }
  return browse;
}

async function guard(kind, step) {
  try {
    await step();
  } catch (error) {
    stats.record(kind, 0, false, { error: String(error?.stack ?? error).slice(0, 300) });
  }
}

async function visitorLoop() {
  while (Date.now() < deadline) {
    const action = nextAction();
    await guard(`script: ${action.name}`, () => action(shop));
    await wait(THINK_MS);
  }
}

/** Staff's pace, and the orders watched until each is delivered. */
async function staffLoop() {
  for (let step = 0; Date.now() < deadline; step++) {
    await guard("script: staff", () => staffStep(shop, step));
    await guard("script: delivery", checkDeliveries);
    await wait(STAFF_EVERY_MS);
  }
}

async function checkDeliveries() {
  for (const order of shop.paid.filter((p) => !p.delivered)) {
    const detail = (await staff.request("back office order", "GET", `/api/admin/orders/${order.orderId}`))
      .data;
    order.detail = detail;
    if (detail?.status === "delivered") order.delivered = true;
  }
}

console.log(`\nSoak: ${MINUTES} min, ${VISITORS} visitors and a staff member against ${origin}`);
let lastHeap = heapStart;
const progress = setInterval(() => {
  const requests = [...stats.byKind.values()].reduce((sum, e) => sum + e.count, 0);
  console.log(
    `  ${Math.round((Date.now() - startedAt) / 1000)} s: ${requests} requests, ${stats.errorCount} errors, ${shop.paid.length} orders paid, worker ${workerMemory()} MiB (JS heap ${lastHeap ?? "?"} MiB)`,
  );
  heap?.read().then((mib) => {
    lastHeap = mib;
  });
}, 30_000);
await Promise.all([...Array.from({ length: VISITORS }, visitorLoop), staffLoop()]);
clearInterval(progress);
const memoryEnd = workerMemory();
const heapEnd = await heap?.read();
heap?.close();

// Drain: staff ship what is left, and every paid order must reach delivered.
const drainUntil = Date.now() + DRAIN_MS;
while (shop.paid.some((p) => !p.delivered) && Date.now() < drainUntil) {
  await guard("script: staff", () => staffStep(shop, 4));
  await guard("script: delivery", checkDeliveries);
  await wait(1000);
}

// Reconcile the money with what the stand-in charged, and the stock with what was sold.
const mismatches = [];
for (const order of shop.paid) {
  const sessionId = order.detail?.stripeCheckoutSessionId;
  const session = await (
    await fetch(`${stripeUrl}/v1/checkout/sessions/${sessionId}`, {
      headers: { Authorization: `Bearer ${DEFAULT_SECRET_KEY}` },
    })
  ).json();
  if (session.payment_status !== "paid" || session.amount_total !== order.detail?.totalAmountSen) {
    mismatches.push(
      `order ${order.orderId}: charged ${session.amount_total} (${session.payment_status}), order total ${order.detail?.totalAmountSen}`,
    );
  }
}
// Only a physical SIM's stock is counted down (an eSIM is made by the supplier when bought).
const stockAfter = await stockOf();
const soldOf = (productId) =>
  shop.paid
    .flatMap((p) => p.detail?.items ?? [])
    .filter((item) => item.productId === productId && item.type === "Physical SIM")
    .reduce((sum, item) => sum + item.quantity, 0);
for (const after of stockAfter) {
  const before = stockBefore.find((b) => b.productId === after.productId);
  const expected = before.stockQuantity - soldOf(after.productId);
  if (after.stockQuantity !== expected || after.reservedQuantity !== 0) {
    mismatches.push(
      `${after.name}: stock ${after.stockQuantity} (expected ${expected}), reserved ${after.reservedQuantity}`,
    );
  }
}
const undelivered = shop.paid.filter((p) => !p.delivered).map((p) => `${p.orderId} (${p.detail?.status})`);

const result = report({
  minutes: MINUTES,
  visitors: VISITORS,
  stats,
  memory: { start: memoryStart, end: memoryEnd, heapStart, heapEnd },
  paid: shop.paid,
  undelivered,
  mismatches,
  customers: shop.customers.length,
  rooms: shop.rooms.length,
});
mkdirSync(".tmp", { recursive: true });
writeFileSync(".tmp/soak-result.md", result.markdown);
console.log(result.markdown);
process.exit(result.passed ? 0 : 1);
