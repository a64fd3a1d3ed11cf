import { PAGE_CONTENT_DEFAULTS, SITE_IMAGE_DEFAULTS, SUPERSEDED_PAGE_TEXT } from "./seed-content";
import { SEED_PRODUCTS, type SeedProduct } from "./seed-data";
import { SEED_BANNED_CUSTOMER_BAN, SEED_DEMO_ORDERS } from "./seed-demo";
import { deviceSeedStatements } from "./seed-devices";
import { defaultPlanFacts, SEED_PLAN_FACTS, SEED_TOPUPS } from "./seed-plan-extras";
import { translationSeedStatements } from "./seed-plan-texts";
import { PAGE_TRANSLATIONS } from "./seed-translations";

/** A parameterised statement; run by D1 in tests, inlined into a .sql file by scripts/seed.ts. */
export interface SeedStatement {
  sql: string;
  params: (string | number | null)[];
}

export interface SeedAdmin {
  username: string;
  email: string;
  passwordHash: string;
}

/** A local demo customer (credentials from .dev.vars: DEMO_CUSTOMER_*, DEMO_BANNED_*). */
interface SeedCustomer {
  username: string;
  email: string;
  passwordHash: string;
}

export interface SeedDemoCustomers {
  /** Signs in normally and owns one order in every status. */
  customer: SeedCustomer;
  /** Banned until a fixed date, to show the ban message at login. */
  banned?: SeedCustomer;
}

const bool = (value: boolean | undefined) => (value ? 1 : 0);

/**
 * Every statement is a no-op when its row already exists (ON CONFLICT DO NOTHING or NOT EXISTS),
 * so seeding twice changes nothing and never overwrites what staff edited.
 */
export function seedStatements(admin: SeedAdmin, demo?: SeedDemoCustomers): SeedStatement[] {
  const statements: SeedStatement[] = [];

  for (const p of SEED_PRODUCTS) {
    statements.push({
      sql: `INSERT INTO products (slug, name, region, type, duration_days, data_mb, price_sen, original_price_sen, popular, coverage, countries, image, purchase_url)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      params: [
        p.slug,
        p.name,
        p.region,
        p.type,
        p.durationDays,
        p.dataMb,
        p.priceSen,
        p.originalPriceSen ?? null,
        bool(p.popular),
        p.coverage,
        p.countries,
        `/static/plans/${p.region.toLowerCase().replace(/ /g, "-")}.svg`,
        `https://buy.jalansim.example/plans/${p.slug}`,
      ],
    });
    statements.push({
      sql: `INSERT INTO inventory (product_id, stock_quantity) SELECT id, ? FROM products WHERE slug = ? ON CONFLICT DO NOTHING`,
      params: [p.stock, p.slug],
    });
    // eSIM plans are fulfilled with the demo supplier's package of the same name.
    if (p.type === "eSIM") {
      statements.push({
        sql: "UPDATE products SET supplier_package = ? WHERE slug = ? AND supplier_package IS NULL",
        params: [`demo-${p.slug}`, p.slug],
      });
    }
    statements.push(...planDestinationStatements(p));
  }

  // Top-ups are catalogue items of their own kind: no stock (the supplier adds data to an eSIM it
  // already issued) and no destinations (they are never found in the shop as plans).
  for (const t of SEED_TOPUPS) {
    statements.push({
      sql: `INSERT INTO products (slug, name, kind, region, type, duration_days, data_mb, price_sen, coverage, countries, image, purchase_url, supplier_package)
            SELECT ?, ?, 'topup', region, 'eSIM', ?, ?, ?, coverage, '', image, purchase_url, ? FROM products WHERE slug = ?
            ON CONFLICT DO NOTHING`,
      params: [t.slug, t.name, t.durationDays, t.dataMb, t.priceSen, t.supplierPackage, t.planSlug],
    });
  }

  for (const image of SITE_IMAGE_DEFAULTS) {
    statements.push({
      sql: "INSERT INTO site_images (key, url, alt, description) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
      params: [image.key, image.url, image.alt, image.description],
    });
  }

  for (const page of PAGE_CONTENT_DEFAULTS) {
    statements.push({
      sql: "INSERT INTO page_content (page, title, subtitle, content, image_url) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
      params: [page.page, page.title, page.subtitle, page.content, page.imageUrl],
    });
  }
  statements.push(...translationSeedStatements());
  for (const superseded of SUPERSEDED_PAGE_TEXT) {
    const english = PAGE_CONTENT_DEFAULTS.find((p) => p.page === superseded.page)?.content;
    const texts = PAGE_TRANSLATIONS[superseded.page];
    const text =
      superseded.column === "content"
        ? english
        : superseded.column === "subtitle_zh"
          ? texts?.zh.subtitle
          : texts?.[superseded.column === "content_ms" ? "ms" : "zh"].content;
    if (!text) continue;
    statements.push({
      sql: `UPDATE page_content SET ${superseded.column} = ? WHERE page = ? AND updated_by IS NULL AND instr(${superseded.column}, ?) > 0`,
      params: [text, superseded.page, superseded.old],
    });
  }

  // No reviews: the shop's reviews are its buyers' (decision 0068); the ones staff once typed in
  // under made-up names, marked "Verified", are retired.
  statements.push(
    {
      sql: "INSERT INTO admin_users (username, email, password, role, is_super_admin) VALUES (?, ?, ?, 'controller', 1) ON CONFLICT DO NOTHING",
      params: [admin.username, admin.email, admin.passwordHash],
    },
    {
      sql: "INSERT INTO admin_permissions (admin_id) SELECT id FROM admin_users WHERE username = ? ON CONFLICT DO NOTHING",
      params: [admin.username],
    },
  );

  statements.push(...deviceSeedStatements());

  if (demo) statements.push(...demoCustomerStatements(demo));

  return statements;
}

const ms = (iso: string) => Date.parse(iso);

/** The destinations a seeded plan covers (by English name or ISO code), and its plan facts. */
function planDestinationStatements(p: SeedProduct): SeedStatement[] {
  const { slug, countries } = p;
  const list = countries.replace(/\s*,\s*/g, ",");
  const facts = SEED_PLAN_FACTS[slug] ?? defaultPlanFacts(p);
  return [
    {
      sql: `INSERT OR IGNORE INTO product_destinations (product_id, destination_id)
            SELECT p.id, d.id FROM products p JOIN destinations d
            ON instr(',' || lower(?) || ',', ',' || lower(d.name) || ',') > 0
              OR instr(',' || lower(?) || ',', ',' || lower(d.code) || ',') > 0
            WHERE p.slug = ?`,
      params: [list, list, slug],
    },
    {
      sql: `UPDATE products SET networks = ?, speed = ?, hotspot = ?, validity_start = ?, top_up = ?
            WHERE slug = ? AND networks IS NULL AND speed IS NULL AND hotspot IS NULL AND validity_start IS NULL AND top_up IS NULL`,
      params: [
        facts.networks,
        facts.speed,
        bool(facts.hotspot),
        facts.validityStart,
        bool(facts.topUp),
        slug,
      ],
    },
  ];
}

function demoCustomerStatements({ customer, banned }: SeedDemoCustomers): SeedStatement[] {
  const statements: SeedStatement[] = [
    {
      sql: `INSERT INTO users (username, email, password, first_name, last_name, role, created_at, updated_at, sessions_valid_after)
            VALUES (?, ?, ?, 'Aisyah', 'Rahman', 'silver', ?, ?, ?) ON CONFLICT DO NOTHING`,
      params: [
        customer.username,
        customer.email,
        customer.passwordHash,
        ms("2026-05-02T08:00:00Z"),
        ms("2026-05-02T08:00:00Z"),
        ms("2026-05-02T08:00:00Z"),
      ],
    },
  ];
  if (banned) {
    statements.push({
      sql: `INSERT INTO users (username, email, password, first_name, last_name, banned, ban_reason, ban_expires_at, created_at, updated_at, sessions_valid_after)
            VALUES (?, ?, ?, 'Banned', 'Demo', 1, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      params: [
        banned.username,
        banned.email,
        banned.passwordHash,
        SEED_BANNED_CUSTOMER_BAN.reason,
        ms(SEED_BANNED_CUSTOMER_BAN.expiresAt),
        ms("2026-05-20T08:00:00Z"),
        ms("2026-05-20T08:00:00Z"),
        ms("2026-05-20T08:00:00Z"),
      ],
    });
    // The ban the Bans tab lists for this customer, issued by the seeded super admin
    // 1,320 days before it ends (recorded the way a custom ban is: in hours).
    const expires = ms(SEED_BANNED_CUSTOMER_BAN.expiresAt);
    const issued = expires - 1320 * 24 * 60 * 60 * 1000;
    statements.push({
      sql: `INSERT INTO ban_logs (user_id, admin_id, reason, ban_duration, ban_expires_at, issued_at)
            SELECT u.id, a.id, ?, ?, ?, ? FROM users u, admin_users a
            WHERE u.username = ? AND a.is_super_admin = 1
            AND NOT EXISTS (SELECT 1 FROM ban_logs b WHERE b.user_id = u.id)
            ORDER BY a.id LIMIT 1`,
      params: [SEED_BANNED_CUSTOMER_BAN.reason, `${1320 * 24} hours`, expires, issued, banned.username],
    });
  }
  const priceOf = new Map(SEED_PRODUCTS.map((p) => [p.slug, p.priceSen]));
  for (const order of SEED_DEMO_ORDERS) {
    const total = order.items.reduce(
      (sum, item) => sum + (priceOf.get(item.product) ?? 0) * item.quantity,
      0,
    );
    // Money moved as the status says: paid two minutes after ordering, a refunded one refunded in full.
    // No payment provider saw it (payment_provider 'seed'): a refund is recorded in the shop alone.
    const paid = ["paid", "delivered", "refunded"].includes(order.status);
    statements.push({
      sql: `INSERT INTO orders (user_id, customer_email, customer_name, total_amount_sen, status, payment_intent_id, payment_provider, created_at, paid_at, refunded_amount_sen)
            SELECT u.id, u.email, 'Aisyah Rahman', ?, ?, ?, 'seed', ?, ?, ? FROM users u WHERE u.username = ?
            AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.payment_intent_id = ?)`,
      params: [
        total,
        order.status,
        order.reference,
        ms(order.createdAt),
        paid ? ms(order.createdAt) + 2 * 60_000 : null,
        order.status === "refunded" ? total : 0,
        customer.username,
        order.reference,
      ],
    });
    for (const item of order.items) {
      statements.push({
        sql: `INSERT INTO order_items (order_id, product_id, quantity, price_sen, created_at)
              SELECT o.id, p.id, ?, p.price_sen, o.created_at FROM orders o, products p
              WHERE o.payment_intent_id = ? AND p.slug = ?
              AND NOT EXISTS (SELECT 1 FROM order_items oi WHERE oi.order_id = o.id AND oi.product_id = p.id)`,
        params: [item.quantity, order.reference, item.product],
      });
    }
  }
  return statements;
}

/** Render a statement with its parameters inlined as SQL literals, for `wrangler d1 execute --file`. */
export function inlineStatement({ sql, params }: SeedStatement): string {
  let index = 0;
  // Tidy the SQL before inlining, so whitespace inside values (markdown line breaks) survives.
  const text = sql
    .replace(/\s+/g, " ")
    .trim()
    .replace(/\?/g, () => {
      const value = params[index++];
      if (value === null || value === undefined) return "NULL";
      if (typeof value === "number") return String(value);
      return `'${value.replace(/'/g, "''")}'`;
    });
  if (index !== params.length) throw new Error(`Parameter count mismatch in: ${sql}`);
  return `${text};`;
}
