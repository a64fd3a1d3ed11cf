/**
 * A customer with two delivered eSIMs, for my-esims.spec: an older Japan eSIM installed and part
 * used, and a newer South Korea eSIM not installed yet. The storefront specs run with payments in
 * demo mode, so no checkout can deliver one; the rows go in D1 and the demo supplier's state in KV
 * (worker/integrations/esim/demo.ts, demo-topups.ts) before workerd starts. Only read, never changed.
 */
export const ESIM_TRAVELLER = "esimtraveller";

const DAY_MS = 24 * 3600 * 1000;
const SMDP = "smdp.demo.jalansim.example";

export const SEEDED_ESIMS = [
  {
    slug: "japan-5gb-7-days",
    name: "Japan",
    // ICCIDs as the demo supplier makes them: 896019, 13 digits, the Luhn check digit.
    iccid: "89601900042420012348",
    code: "JPN42-E2E00-SEED0-AAAA1",
    createdAt: "2026-11-01T09:00:00Z",
    installed: true,
  },
  {
    slug: "south-korea-3gb-5-days",
    name: "South Korea",
    iccid: "89601900042420056782",
    code: "KOR42-E2E00-SEED0-BBBB2",
    createdAt: "2026-11-10T09:00:00Z",
    installed: false,
  },
] as const;

const q = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** The orders, lines, fulfilments and eSIMs of ESIM_TRAVELLER (who must exist already). */
export function seededEsimsSql(): string[] {
  return SEEDED_ESIMS.flatMap((e) => {
    const ref = `pi_${ESIM_TRAVELLER}_${e.slug}`;
    const at = Date.parse(e.createdAt);
    const order = `(SELECT id FROM orders WHERE payment_intent_id = ${q(ref)})`;
    const item = `(SELECT id FROM order_items WHERE order_id = ${order})`;
    return [
      `INSERT INTO orders (user_id, customer_email, customer_name, total_amount_sen, status, payment_intent_id, created_at, paid_at)
  SELECT u.id, u.email, u.username, p.price_sen, 'delivered', ${q(ref)}, ${at}, ${at} FROM users u, products p
  WHERE u.username = ${q(ESIM_TRAVELLER)} AND p.slug = ${q(e.slug)};`,
      `INSERT INTO order_items (order_id, product_id, quantity, price_sen, product_name, product_type, created_at)
  SELECT ${order}, id, 1, price_sen, name, type, ${at} FROM products WHERE slug = ${q(e.slug)};`,
      `INSERT INTO fulfilments (order_id, order_item_id, kind, status, request_id, package_code, quantity, supplier, supplier_ref)
  VALUES (${order}, ${item}, 'eSIM', 'done', ${q(`e2e-${e.iccid}`)}, ${q(`demo-${e.slug}`)}, 1, 'demo', ${q(`demo-${e.iccid}`)});`,
      `INSERT INTO esims (order_id, order_item_id, fulfilment_id, iccid, smdp_address, activation_code, lpa, apn, status, supplier, supplier_ref, created_at)
  VALUES (${order}, ${item}, (SELECT id FROM fulfilments WHERE request_id = ${q(`e2e-${e.iccid}`)}), ${q(e.iccid)}, ${q(SMDP)}, ${q(e.code)},
  ${q(`LPA:1$${SMDP}$${e.code}`)}, 'demo.jalansim', 'issued', 'demo', ${q(`demo-${e.iccid}`)}, ${at});`,
    ];
  });
}

/**
 * The demo supplier's KV state for the seeded eSIMs, as `wrangler kv bulk put` reads it. The
 * installed one has 3.2 GB of 5 GB left and ends five and a half days after `now`.
 */
export function seededEsimsKv(now: number): { key: string; value: string }[] {
  return SEEDED_ESIMS.flatMap((e) => {
    const totalMb = e.slug.startsWith("japan") ? 5 * 1024 : 3 * 1024;
    const usage = e.installed
      ? {
          status: "active",
          totalMb,
          remainingMb: Math.round(3.2 * 1024),
          unlimited: false,
          expiresAt: new Date(now + 5.5 * DAY_MS).toISOString(),
        }
      : { status: "not_installed", totalMb, remainingMb: totalMb, unlimited: false, expiresAt: null };
    const packages = [{ packageCode: `demo-${e.slug}`, kind: "sim", status: usage.status }];
    return [
      { key: `demo:sim:${e.iccid}`, value: JSON.stringify(usage) },
      { key: `demo:packages:${e.iccid}`, value: JSON.stringify(packages) },
    ];
  });
}
