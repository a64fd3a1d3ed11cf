// `npm run measure:chat [-- --rooms 200 --sockets 1000 --rounds 10]`: live chat on the local
// production build. One staff member and one customer per room; the sockets are shared out so that
// each room has the staff member's socket and the rest are the customer's tabs. Each round, every
// room sends one message (alternately from one of the customer's tabs and from staff; half the rooms
// over their socket, half over REST, the browser's fallback), and every other socket of the room must
// receive it exactly once, in the order the room sent them. It
// reports lost, duplicated and out-of-order frames (exit 1 unless all are 0) and p50/p99 from send
// to receipt, beside what the spec's 2-second polling would give.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readDevVars, run } from "./lib.mjs";

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return Number(at > 0 ? process.argv[at + 1] : (process.env[name.toUpperCase()] ?? fallback));
};
const ROOMS = arg("rooms", 50);
const SOCKETS = Math.max(arg("sockets", ROOMS * 2), ROOMS * 2);
const ROUNDS = arg("rounds", 10);
// The staff socket, then the customer's tabs; the remainder goes to the first rooms.
const tabsOf = (i) => Math.floor(SOCKETS / ROOMS) - 1 + (i < SOCKETS % ROOMS ? 1 : 0);
const ROUND_GAP_MS = 1100; // under the 10-messages-per-10-seconds throttle of each socket
// By default every room sends at the same instant each round (the worst case); --spread offers the
// same messages per second evenly across the round, as independent conversations would.
const SPREAD = process.argv.includes("--spread");
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
  // Migrations and seeds come first: on a busy shared machine they take minutes.
  for (let i = 0; i < 720; i++) {
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
const rooms = [];
// Sign-ups in small groups: each one hashes a password, and 200 at once would only queue.
for (let start = 0; start < ROOMS; start += 10) {
  const group = Array.from({ length: Math.min(10, ROOMS - start) }, (_, k) => start + k);
  rooms.push(
    ...(await Promise.all(
      group.map(async (i) => {
        const username = `latency${runId}${i}`;
        // A client address per customer, as real phones would have, so sign-up limits stay per client.
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
        const tabs = [];
        for (let t = 0; t < tabsOf(i); t++) tabs.push(await connect(`/api/chat/ws/${room.id}`, cookie));
        const staff = await connect(`/api/admin/chat/ws/${room.id}`, staffCookie);
        return { id: room.id, sockets: [staff, ...tabs], sent: [], cookie, ip };
      }),
    )),
  );
}
const socketCount = rooms.reduce((sum, room) => sum + room.sockets.length, 0);

// Per socket: the room's messages it received, in arrival order; per message: when it was sent and by which socket.
const sentAt = new Map();
const latencies = {
  "customer → staff (WebSocket)": [],
  "staff → customer tabs (WebSocket)": [],
  "customer → staff (REST)": [],
  "staff → customer tabs (REST)": [],
};
const received = new Map();
const refused = [];
for (const room of rooms) {
  room.sockets.forEach((socket, index) => {
    const log = [];
    received.set(socket, log);
    socket.addEventListener("message", (event) => {
      const frame = JSON.parse(String(event.data));
      if (frame.type === "error") refused.push(frame.error);
      if (frame.type !== "message") return;
      const text = frame.message.message;
      const sent = sentAt.get(text);
      if (!sent || sent.from === socket) return; // not this run's, or the sender's own echo
      log.push(text);
      const direction = index === 0 ? "customer → staff" : "staff → customer tabs";
      if ((sent.fromStaff && index !== 0) || (!sent.fromStaff && index === 0)) {
        latencies[`${direction} (${sent.via})`].push(performance.now() - sent.at);
      }
    });
  });
}

// Each sender may send 10 messages in 10 s across all their sockets: a customer sends at most one a
// round, and the one staff member answers in two rooms a staff round (about 9 in 10 s).
const STAFF_ROOMS_PER_ROUND = 2;
const sendAt = (index) => (SPREAD ? (index * ROUND_GAP_MS * 0.9) / ROOMS : 0);
for (let round = 0; round < ROUNDS; round++) {
  const staffRound = round % 2 === 1;
  const roundStart = performance.now();
  for (const [index, room] of rooms.entries()) {
    const wait = roundStart + sendAt(index) - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const first = (round * STAFF_ROOMS_PER_ROUND) % ROOMS;
    const fromStaff = staffRound && (index - first + ROOMS) % ROOMS < STAFF_ROOMS_PER_ROUND;
    const tabs = room.sockets.length - 1;
    const text = `${runId} round ${round} room ${room.id}`;
    room.sent.push(text);
    // Odd rooms send over REST (the sender has no socket in it, so every socket must receive it).
    if (index % 2 === 1) {
      sentAt.set(text, { at: performance.now(), from: null, fromStaff, via: "REST" });
      const [path, headers] = fromStaff
        ? ["/api/admin/chat/send", { Cookie: staffCookie }]
        : ["/api/chat/send", { Cookie: room.cookie, ...room.ip }];
      post(path, { roomId: room.id, message: text }, headers).catch((error) => refused.push(String(error)));
      continue;
    }
    const from = fromStaff ? room.sockets[0] : room.sockets[1 + (round % tabs)];
    sentAt.set(text, { at: performance.now(), from, fromStaff, via: "WebSocket" });
    from.send(JSON.stringify({ type: "message", message: text }));
  }
  await new Promise((resolve) => setTimeout(resolve, roundStart + ROUND_GAP_MS - performance.now()));
}

/** Every other socket of the room holds every message the room sent once, in the room's order. */
function tally() {
  const count = { expected: 0, lost: 0, duplicated: 0, outOfOrder: 0 };
  for (const room of rooms) {
    for (const socket of room.sockets) {
      const wanted = room.sent.filter((text) => sentAt.get(text).from !== socket);
      const log = received.get(socket);
      count.expected += wanted.length;
      count.lost += wanted.filter((text) => !log.includes(text)).length;
      count.duplicated += log.length - new Set(log).size;
      const order = log.map((text) => wanted.indexOf(text));
      count.outOfOrder += order.filter((at, i) => i > 0 && at < order[i - 1]).length;
    }
  }
  return count;
}
const deadline = Date.now() + 15_000;
while (tally().lost > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
const result = tally();

for (const room of rooms) for (const socket of room.sockets) socket.close(1000);

const row = (label, values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    path: label,
    receipts: sorted.length,
    "p50 ms": Math.round(percentile(sorted, 50)),
    "p99 ms": Math.round(percentile(sorted, 99)),
    "max ms": Math.round(sorted.at(-1)),
  };
};
const all = Object.values(latencies).flat();
console.log(
  `\nLive chat: ${ROOMS} rooms, ${socketCount} sockets (staff + customer tabs), ${ROUNDS} rounds, ${SPREAD ? "sends spread over each round" : "every room sending at once"}`,
);
console.table([
  ...Object.entries(latencies).map(([label, values]) => row(label, values)),
  row("all sends", all),
  {
    path: `spec polling every ${POLL_MS} ms`,
    receipts: "-",
    "p50 ms": `≈${POLL_MS / 2} + a request`,
    "p99 ms": `≈${Math.round(POLL_MS * 0.99)} + a request`,
    "max ms": `${POLL_MS} + a request`,
  },
]);
console.log(
  `Frames expected ${result.expected}: lost ${result.lost}, duplicated ${result.duplicated}, out of order ${result.outOfOrder}; sends refused ${refused.length}${refused.length ? ` (${[...new Set(refused)].join("; ")})` : ""}`,
);
stopServer();
process.exit(result.lost + result.duplicated + result.outOfOrder + refused.length > 0 ? 1 : 0);
