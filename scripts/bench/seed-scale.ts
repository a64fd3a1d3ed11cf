// Realistic volume for the benchmark, written straight into a local D1's SQLite file
// (wrangler dev must not be running on it). Run after migrations and the normal seed:
//
//   tsx scripts/bench/seed-scale.ts --persist-to .tmp/bench-state --scale 1
//
// At scale 1: 300 plans over 220 destinations, 10,000 customers, 50,000 orders with 1-3 items
// each (and their status events), 100 chat rooms of 20 messages, 2,000 audit rows and 1,000 contact
// messages. Scale N multiplies customers, orders, chat, audit and contacts by N; the catalogue
// stays at 300 plans (a catalogue ten times bigger is a product decision, not growth in traffic).
// Deterministic (seeded random), so runs compare. Customer `bench.customer` (password BENCH_PASSWORD)
// owns 12 orders, for the signed-in routes.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { REGIONS } from "../../app/schemas/catalogue-vocabulary";
import { hashPassword } from "../../worker/auth/password";

export const BENCH_CUSTOMER = { username: "bench.customer", password: "Bench-traveller-1" };

function arg(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  return at > 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

const persist = arg("--persist-to", ".tmp/bench-state");
const scale = Number(arg("--scale", "1"));
const dir = join(persist, "v3", "d1", "miniflare-D1DatabaseObject");
const file = readdirSync(dir).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
if (!file) throw new Error(`No D1 database under ${dir}: apply the migrations first`);

// Mulberry32: the same data every run.
let state = 17;
function random(): number {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();
const db = new DatabaseSync(join(dir, file));
db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = OFF;");

const DESTINATIONS = Array.from({ length: 220 }, (_, i) => `Destination ${String(i + 1).padStart(3, "0")}`);
const IMAGES = (db.prepare("SELECT DISTINCT image FROM products").all() as { image: string }[]).map(
  (r) => r.image,
);
const STATUSES = [
  "pending",
  "paid",
  "delivered",
  "delivered",
  "delivered",
  "cancelled",
  "refunded",
  "failed",
];

const started = performance.now();
db.exec("BEGIN");

// Catalogue: top up to 300 plans, every destination covered.
const existing = (db.prepare("SELECT count(*) AS n FROM products").get() as { n: number }).n;
const insertProduct = db.prepare(
  `INSERT OR IGNORE INTO products (slug, name, region, duration_days, data_mb, price_sen, original_price_sen,
   coverage, countries, type, popular, image, purchase_url, active, created_at)
   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?)`,
);
const insertStock = db.prepare(
  "INSERT OR IGNORE INTO inventory (product_id, stock_quantity, low_stock_threshold) VALUES (?, ?, 10)",
);
for (let i = 0; existing + i < 300; i++) {
  const destination = DESTINATIONS[i % DESTINATIONS.length] as string;
  const countries = [destination, pick(DESTINATIONS), pick(DESTINATIONS)];
  const days = pick([1, 3, 5, 7, 10, 15, 30, 60, 90]);
  const dataMb = pick([1024, 3072, 5120, 10240, 20480, 51200, null]);
  const price = between(900, 25000);
  const slug = `bench-${i}-${destination.toLowerCase().replace(/\s+/g, "-")}-${days}d`;
  const result = insertProduct.run(
    slug,
    destination,
    pick(REGIONS),
    days,
    dataMb,
    price,
    random() < 0.3 ? price + between(100, 3000) : null,
    countries.join(", "),
    countries.join(","),
    random() < 0.85 ? "eSIM" : "Physical SIM",
    random() < 0.05 ? 1 : 0,
    pick(IMAGES),
    `https://buy.jalansim.example/plans/${slug}`,
    now - between(0, 365) * DAY,
  );
  insertStock.run(Number(result.lastInsertRowid), between(0, 500));
}
const productRows = db.prepare("SELECT id, price_sen FROM products WHERE active = 1").all() as {
  id: number;
  price_sen: number;
}[];

// Customers: one shared hash (hashing 100,000 passwords would take an hour).
const passwordHash = await hashPassword(BENCH_CUSTOMER.password);
const insertUser = db.prepare(
  `INSERT OR IGNORE INTO users (username, email, password, first_name, last_name, role, created_at, updated_at,
   sessions_valid_after) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0)`,
);
insertUser.run(
  BENCH_CUSTOMER.username,
  "bench.customer@jalansim.example",
  passwordHash,
  "Bench",
  "Customer",
  "gold",
  now - 400 * DAY,
  now - 400 * DAY,
);
const benchCustomerId = (
  db.prepare("SELECT id FROM users WHERE username = ?").get(BENCH_CUSTOMER.username) as { id: number }
).id;
const customers = 10_000 * scale;
for (let i = 1; i <= customers; i++) {
  const created = now - between(0, 730) * DAY;
  insertUser.run(
    `bench.user${i}`,
    `bench.user${i}@example.com`,
    passwordHash,
    `First${i}`,
    `Last${i}`,
    pick(["bronze", "silver", "gold", "platinum", "vip"]),
    created,
    created,
  );
}
const firstUserId = benchCustomerId + 1;

// Orders with items and their events, spread over the last year.
const insertOrder = db.prepare(
  `INSERT INTO orders (user_id, session_id, customer_email, customer_name, total_amount_sen, status, created_at, updated_at, paid_at, refunded_amount_sen)
   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
);
const insertItem = db.prepare(
  "INSERT INTO order_items (order_id, product_id, quantity, price_sen, created_at) VALUES (?, ?, ?, ?, ?)",
);
const insertEvent = db.prepare(
  "INSERT INTO order_events (order_id, from_status, to_status, cause, created_at) VALUES (?, NULL, ?, 'system:bench', ?)",
);
const orders = 50_000 * scale;
for (let i = 0; i < orders; i++) {
  const userId = i < 12 ? benchCustomerId : random() < 0.9 ? firstUserId + between(0, customers - 1) : null;
  const created = now - Math.floor(random() * 365 * DAY);
  const lines = Array.from({ length: between(1, 3) }, () => ({
    product: pick(productRows),
    qty: between(1, 2),
  }));
  const total = lines.reduce((sum, l) => sum + l.product.price_sen * l.qty, 0);
  const status = pick(STATUSES);
  const order = insertOrder.run(
    userId,
    userId ? null : `guest-${i}`,
    userId ? `bench.user${userId - firstUserId + 1}@example.com` : `guest${i}@example.com`,
    userId ? `First${userId - firstUserId + 1} Last` : `Guest ${i}`,
    total,
    status,
    created,
    created,
    // Money moved as the status says (Analytics sums paid_at and refunds, decision 0020).
    ["paid", "delivered", "refunded", "failed"].includes(status) ? created + 60_000 : null,
    status === "refunded" ? total : 0,
  );
  const orderId = Number(order.lastInsertRowid);
  for (const line of lines)
    insertItem.run(orderId, line.product.id, line.qty, line.product.price_sen, created);
  insertEvent.run(orderId, status, created);
}

// Live chat: rooms with a short history each.
const insertRoom = db.prepare(
  "INSERT INTO chat_rooms (user_id, status, created_at, updated_at) VALUES (?, ?, ?, ?)",
);
const insertMessage = db.prepare(
  `INSERT INTO chat_messages (room_id, sender_id, sender_type, message, is_read, created_at)
   VALUES (?, ?, ?, ?, ?, ?)`,
);
const adminId = (db.prepare("SELECT id FROM admin_users ORDER BY id LIMIT 1").get() as { id: number }).id;
for (let r = 0; r < 100 * scale; r++) {
  const userId = firstUserId + r;
  const created = now - between(0, 60) * DAY;
  const room = insertRoom.run(userId, random() < 0.7 ? "open" : "closed", created, created + 20 * 60_000);
  for (let m = 0; m < 20; m++) {
    const staff = m % 2 === 1;
    insertMessage.run(
      Number(room.lastInsertRowid),
      staff ? adminId : userId,
      staff ? "admin" : "user",
      staff ? "Thanks, let me check your eSIM for you." : "Hello, my eSIM does not connect in Tokyo.",
      m < 18 ? 1 : 0,
      created + m * 60_000,
    );
  }
}

// Back-office history.
const insertAudit = db.prepare(
  `INSERT INTO audit_logs (admin_id, action, target_type, target_id, details, created_at)
   VALUES (?, ?, 'product', ?, '{}', ?)`,
);
for (let i = 0; i < 2_000 * scale; i++) {
  insertAudit.run(
    adminId,
    pick(["PRODUCT_UPDATE", "STOCK_ADJUST", "USER_UPDATE"]),
    pick(productRows).id,
    now - between(0, 365) * DAY,
  );
}
const insertContact = db.prepare(
  "INSERT INTO contact_submissions (name, email, message, submitted_at) VALUES (?, ?, ?, ?)",
);
for (let i = 0; i < 1_000 * scale; i++) {
  insertContact.run(
    `Visitor ${i}`,
    `visitor${i}@example.com`,
    "Does the Europe plan work in Turkey?",
    now - between(0, 365) * DAY,
  );
}

db.exec("COMMIT");

db.close();
console.log(
  `Scale ${scale}: 300 plans / ${DESTINATIONS.length} destinations, ${customers} customers, ${orders} orders, ` +
    `${100 * scale} chat rooms in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
