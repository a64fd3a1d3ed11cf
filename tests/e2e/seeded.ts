import type { TestInfo } from "@playwright/test";
import { ESIM_TRAVELLER, seededEsimsSql } from "./seeded-esims";

/**
 * Rows the back-office specs need that no flow of the app can make on demand (a fulfilment that
 * failed after every retry, a paid Physical SIM order with no e-mail sent yet, months of chat, a
 * customer whose name no sign-up would accept). scripts/serve-e2e.mjs writes them with
 * `seed-e2e.ts` BEFORE workerd starts, so no test writes to the running server's database.
 *
 * Each test that changes its row gets one row per back-office project and per attempt (CI retries
 * once), so a retry or the other project never finds it already worked.
 */

/** The password of every customer seeded here (they sign in through the login page). */
export const SEEDED_PASSWORD = "Seeded-pass-1";

const PROJECTS = ["desktop-staff", "phone-staff"] as const;
const ATTEMPTS = [0, 1, 2] as const;

/** The seeded name for one test: its base, the project's initial and the attempt number. */
export function seededName(testInfo: Pick<TestInfo, "project" | "retry">, base: string): string {
  return `${base}${testInfo.project.name.slice(0, 1)}${testInfo.retry}`;
}

function everyRun(base: string): string[] {
  return PROJECTS.flatMap((project) =>
    ATTEMPTS.map((retry) => seededName({ project: { name: project }, retry } as TestInfo, base)),
  );
}

/** Where the seeded Physical SIM orders are posted (the ship dialogs show it). */
export const SEEDED_ADDRESS = {
  customerName: "Nur Aina",
  phone: "+60123456789",
  address: "12 Jalan Ampang",
  city: "Kuala Lumpur",
  state: "W.P. Kuala Lumpur",
  postalCode: "50450",
  country: "Malaysia",
};

/** A guest order in `status` with one line of `slug`, found by `<marker>@example.com`. */
const guestOrders: { base: string; status: "failed" | "paid"; slug: string }[] = [
  { base: "deskretry", status: "failed", slug: "japan-5gb-7-days" },
  { base: "desknojs", status: "failed", slug: "japan-5gb-7-days" },
  { base: "deskship", status: "paid", slug: "thailand-tourist-sim-15gb-8-days" },
  { base: "listship", status: "paid", slug: "thailand-tourist-sim-15gb-8-days" },
];

/** Customers (username = base + run) who own a failed eSIM order, for admin-delivery.spec. */
export const FAILED_ESIM_OWNER = "esimowner";
/** Customers whose chat room holds 521 messages, for chat.spec. */
export const LONG_ROOM_OWNER = "longroom";
/** A customer and an order whose name and e-mail have nowhere to break (admin-tables.spec). */
export const LONG_NAME = "averyveryverylongusernamewithoutanybreaksseeded";
export const LONG_EMAIL = `${LONG_NAME}@an-unusually-long-domain-name.example`;

/**
 * Customers (username = base + storefront project initial + run) who own a delivered order with one
 * issued eSIM, for offline.spec: the storefront projects run in demo mode and cannot buy one.
 */
export const OFFLINE_OWNER = "offlineowner";
/**
 * Customers (username = base + storefront project initial + run) with a delivered order of
 * REVIEWED_PLAN, for reviews.spec: a review is written once, so each run has its own buyer.
 */
export const REVIEW_BUYER = "reviewbuyer";
export const REVIEWED_PLAN = "thailand-10gb-8-days";

/**
 * The home page's claims with a source, as staff would set them in Settings: the e2e shop shows
 * its partner logos (home.spec); without a setting they are hidden (decision 0068).
 */
const CLAIM_SOURCES = {
  partners: "Roaming agreements on file, 2026",
};

/** The APN of every eSIM seeded for OFFLINE_OWNER. */
export const OFFLINE_APN = "jalansim.roam";
/**
 * More owners like OFFLINE_OWNER, one per way offline.spec ends a session: each of those tests ends
 * every session of its account (or the account itself), which must not reach another test's browser.
 */
export const OFFLINE_ENDINGS = {
  elsewhere: "offlineelse",
  password: "offlinepass",
  deletion: "offlinegone",
  staff: "offlinestaff",
  closed: "offlineclosed",
  remembered: "offlinekept",
  expired: "offlineold",
} as const;

const q = (value: string) => `'${value.replaceAll("'", "''")}'`;

function customer(username: string, passwordHash: string, email = `${username}@example.com`): string {
  return `INSERT INTO users (username, email, password, first_name) VALUES (${q(username)}, ${q(email)}, ${q(passwordHash)}, ${q(username)});`;
}

/** The SQL that seeds every row above; `passwordHash` is SEEDED_PASSWORD's hash. */
export function e2eSeedSql(passwordHash: string): string {
  const sql: string[] = [];
  for (const { base, status, slug } of guestOrders) {
    for (const marker of everyRun(base)) {
      sql.push(
        // A Physical SIM's order has where to post it, as checkout writes it.
        `INSERT INTO orders (customer_email, customer_name, total_amount_sen, status, payment_intent_id, shipping_address)
  SELECT ${q(`${marker}@example.com`)}, ${q(`Desk ${marker}`)}, price_sen, ${q(status)}, ${q(`pi_${marker}`)},
    CASE type WHEN 'Physical SIM' THEN ${q(JSON.stringify(SEEDED_ADDRESS))} END FROM products WHERE slug = ${q(slug)};`,
        `INSERT INTO order_items (order_id, product_id, quantity, price_sen, product_name, product_type)
  SELECT o.id, p.id, 1, p.price_sen, p.name, p.type FROM orders o, products p
  WHERE o.payment_intent_id = ${q(`pi_${marker}`)} AND p.slug = ${q(slug)};`,
      );
    }
  }
  for (const username of everyRun(FAILED_ESIM_OWNER)) {
    sql.push(
      customer(username, passwordHash),
      `INSERT INTO orders (user_id, customer_email, customer_name, total_amount_sen, status, payment_intent_id)
  SELECT id, email, username, 2500, 'failed', ${q(`pi_${username}`)} FROM users WHERE username = ${q(username)};`,
      `INSERT INTO order_items (order_id, product_id, quantity, price_sen)
  SELECT o.id, p.id, 1, p.price_sen FROM orders o, products p
  WHERE o.payment_intent_id = ${q(`pi_${username}`)} AND p.slug = 'japan-5gb-7-days';`,
    );
  }
  for (const username of everyRun(LONG_ROOM_OWNER)) {
    sql.push(
      customer(username, passwordHash),
      `INSERT INTO chat_rooms (user_id, waiting_since)
  SELECT id, cast(unixepoch('subsec') * 1000 as integer) FROM users WHERE username = ${q(username)};`,
      // The customer's opening message, then 520 more, already read (as months of talk leave them).
      `INSERT INTO chat_messages (room_id, sender_id, sender_type, message, is_read, created_at)
  WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 520)
  SELECT r.id, r.user_id, 'user',
    CASE i WHEN 0 THEN 'The first message of a long conversation' ELSE 'History ' || printf('%03d', i) END,
    CASE i WHEN 0 THEN 0 ELSE 1 END,
    cast(unixepoch('subsec') * 1000 as integer) + i
  FROM n, chat_rooms r JOIN users u ON u.id = r.user_id WHERE u.username = ${q(username)};`,
    );
  }
  sql.push(customer(ESIM_TRAVELLER, passwordHash), ...seededEsimsSql());
  sql.push(...offlineOwners(passwordHash));
  sql.push(...reviewBuyers(passwordHash));
  for (const [name, source] of Object.entries(CLAIM_SOURCES)) {
    sql.push(
      `INSERT INTO store_settings (key, value) VALUES (${q(`claim.${name}`)}, ${q(JSON.stringify({ shown: true, source }))}) ON CONFLICT DO NOTHING;`,
    );
  }
  sql.push(
    customer(LONG_NAME, passwordHash, LONG_EMAIL),
    `INSERT INTO orders (customer_email, customer_name, total_amount_sen, status)
  VALUES (${q(LONG_EMAIL)}, ${q(LONG_NAME)}, 4200, 'paid');`,
  );
  return `${sql.join("\n")}\n`;
}

/** An OFFLINE_OWNER (and OFFLINE_ENDINGS) per storefront project and run, each with a delivered Japan eSIM. */
function offlineOwners(passwordHash: string): string[] {
  const runs = [OFFLINE_OWNER, ...Object.values(OFFLINE_ENDINGS)].flatMap((base) =>
    ["desktop", "phone"].flatMap((project) =>
      ATTEMPTS.map((retry) => seededName({ project: { name: project }, retry } as TestInfo, base)),
    ),
  );
  return runs.flatMap((username, index) => {
    const ref = q(`pi_${username}`);
    const code = `OFFLN-${String(index).padStart(5, "0")}-SEEDED`;
    const lpa = `LPA:1$smdp.demo.jalansim.example$${code}`;
    return [
      customer(username, passwordHash),
      `INSERT INTO orders (user_id, customer_email, customer_name, total_amount_sen, status, payment_intent_id)
  SELECT id, email, username, 2500, 'delivered', ${ref} FROM users WHERE username = ${q(username)};`,
      `INSERT INTO order_items (order_id, product_id, quantity, price_sen)
  SELECT o.id, p.id, 1, p.price_sen FROM orders o, products p
  WHERE o.payment_intent_id = ${ref} AND p.slug = 'japan-5gb-7-days';`,
      `INSERT INTO fulfilments (order_id, order_item_id, kind, status, request_id, quantity, supplier, supplier_ref)
  SELECT o.id, oi.id, 'eSIM', 'done', ${q(`jal-${username}`)}, 1, 'demo', ${q(`demo-${username}`)}
  FROM orders o JOIN order_items oi ON oi.order_id = o.id WHERE o.payment_intent_id = ${ref};`,
      `INSERT INTO esims (order_id, order_item_id, fulfilment_id, iccid, smdp_address, activation_code, lpa, apn, supplier, supplier_ref)
  SELECT order_id, order_item_id, id, ${q(`896019990000000${String(index).padStart(4, "0")}`)}, 'smdp.demo.jalansim.example',
    ${q(code)}, ${q(lpa)}, ${q(OFFLINE_APN)}, 'demo', ${q(`demo-${username}`)}
  FROM fulfilments WHERE request_id = ${q(`jal-${username}`)};`,
    ];
  });
}

/** A REVIEW_BUYER per storefront project and run, each with a delivered REVIEWED_PLAN. */
function reviewBuyers(passwordHash: string): string[] {
  const runs = ["desktop", "phone"].flatMap((project) =>
    ATTEMPTS.map((retry) => seededName({ project: { name: project }, retry } as TestInfo, REVIEW_BUYER)),
  );
  return runs.flatMap((username) => {
    const ref = q(`pi_${username}`);
    return [
      customer(username, passwordHash),
      `INSERT INTO orders (user_id, customer_email, customer_name, total_amount_sen, status, payment_intent_id)
  SELECT id, email, username, 3500, 'delivered', ${ref} FROM users WHERE username = ${q(username)};`,
      `INSERT INTO order_items (order_id, product_id, quantity, price_sen, product_name, product_type)
  SELECT o.id, p.id, 1, p.price_sen, p.name, p.type FROM orders o, products p
  WHERE o.payment_intent_id = ${ref} AND p.slug = ${q(REVIEWED_PLAN)};`,
    ];
  });
}
