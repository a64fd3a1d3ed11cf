// `npm run measure:chat`: live chat latency on the local production build.
// One staff member and 50 customers, each customer in their own room, with the staff member's
// socket in every room. Each round, every room sends one message (alternating customer → staff and
// staff → customer) and we time send → receipt on the other side. Printed beside what the spec's
// 2-second polling would give. A measurement, not a test: it prints numbers and asserts nothing.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readDevVars, run } from "./lib.mjs";

const ROOMS = Number(process.env.ROOMS ?? 50);
const ROUNDS = Number(process.env.ROUNDS ?? 10);
const ROUND_GAP_MS = 1100; // under the 10-messages-per-10-seconds throttle of each socket
const POLL_MS = 2000; // SPEC.md §9
const port = process.env.MEASURE_PORT ?? "8797";
const origin = `http://127.0.0.1:${port}`;

run("react-router", ["build"]);
const server = spawn(process.execPath, ["scripts/serve-e2e.mjs"], {
  env: { ...process.env, E2E_PORT: port, E2E_STATE: ".tmp/measure-state" },
  stdio: ["ignore", "ignore", "inherit"],
  detached: true,
});
const stopServer = () => {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // already gone
  }
};
process.on("exit", stopServer);

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${origin}/api/products`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("The local build did not start");
}

function cookieFrom(response) {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

async function post(path, body, headers = {}) {
  const response = await fetch(`${origin}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin, ...headers },
    body: JSON.stringify(body ?? {}),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

function connect(path, cookie) {
  const url = `ws://127.0.0.1:${port}${path}`;
  const socket = new WebSocket(url, { headers: { Cookie: cookie, Origin: origin } });
  return new Promise((resolve, reject) => {
    socket.addEventListener("open", () => resolve(socket), { once: true });
    socket.addEventListener("error", () => reject(new Error(`Could not open ${path}`)), { once: true });
  });
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

await waitForServer();
const vars = readDevVars();
const staffLogin = await post("/api/admin/login", {
  username: vars.ADMIN_USERNAME,
  password: vars.ADMIN_PASSWORD,
});
const staffCookie = cookieFrom(staffLogin);

const runId = randomUUID().slice(0, 6);
const rooms = await Promise.all(
  Array.from({ length: ROOMS }, async (_, i) => {
    const username = `latency${runId}${i}`;
    // A client address per customer, as 50 real phones would have, so sign-up limits stay per client.
    const ip = { "CF-Connecting-IP": `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}` };
    const registered = await post(
      "/api/auth/register",
      {
        username,
        email: `${username}@example.com`,
        password: "Latency-pass-1",
        confirmPassword: "Latency-pass-1",
      },
      ip,
    );
    const cookie = cookieFrom(registered);
    const room = await (await post("/api/chat/room", {}, { Cookie: cookie, ...ip })).json();
    const customer = await connect(`/api/chat/ws/${room.id}`, cookie);
    const staff = await connect(`/api/admin/chat/ws/${room.id}`, staffCookie);
    return { id: room.id, customer, staff };
  }),
);

const pending = new Map(); // message text → send time
const samples = { "customer → staff": [], "staff → customer": [] };
for (const room of rooms) {
  for (const [socket, direction] of [
    [room.staff, "customer → staff"],
    [room.customer, "staff → customer"],
  ]) {
    socket.addEventListener("message", (event) => {
      const frame = JSON.parse(String(event.data));
      if (frame.type !== "message") return;
      const sentAt = pending.get(`${direction}:${frame.message.message}`);
      if (sentAt === undefined) return;
      pending.delete(`${direction}:${frame.message.message}`);
      samples[direction].push(performance.now() - sentAt);
    });
  }
}

for (let round = 0; round < ROUNDS; round++) {
  const toStaff = round % 2 === 0;
  const direction = toStaff ? "customer → staff" : "staff → customer";
  for (const room of rooms) {
    const text = `round ${round} room ${room.id}`;
    pending.set(`${direction}:${text}`, performance.now());
    (toStaff ? room.customer : room.staff).send(JSON.stringify({ type: "message", message: text }));
  }
  await new Promise((resolve) => setTimeout(resolve, ROUND_GAP_MS));
}
const deadline = Date.now() + 10_000;
while (pending.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));

for (const room of rooms) {
  room.customer.close(1000);
  room.staff.close(1000);
}

const row = (label, values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    path: label,
    messages: sorted.length,
    "p50 ms": Math.round(percentile(sorted, 50)),
    "p99 ms": Math.round(percentile(sorted, 99)),
    "max ms": Math.round(sorted.at(-1)),
  };
};
const all = [...samples["customer → staff"], ...samples["staff → customer"]];
console.log(`\nLive chat latency: 1 staff member, ${ROOMS} customers in ${ROOMS} rooms, ${ROUNDS} rounds`);
console.table([
  row("customer → staff (WebSocket)", samples["customer → staff"]),
  row("staff → customer (WebSocket)", samples["staff → customer"]),
  row("both directions (WebSocket)", all),
  {
    path: `spec polling every ${POLL_MS} ms`,
    messages: "-",
    "p50 ms": `≈${POLL_MS / 2} + a request`,
    "p99 ms": `≈${Math.round(POLL_MS * 0.99)} + a request`,
    "max ms": `${POLL_MS} + a request`,
  },
]);
if (pending.size > 0) console.log(`${pending.size} messages never arrived.`);
stopServer();
process.exit(pending.size > 0 ? 1 : 0);
