import { PAGE_CONTENT_DEFAULTS, SEED_PRODUCTS, SEED_REVIEWS, SITE_IMAGE_DEFAULTS } from "./seed-data";

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

const bool = (value: boolean | undefined) => (value ? 1 : 0);

/**
 * Every statement is a no-op when its row already exists (ON CONFLICT DO NOTHING or NOT EXISTS),
 * so seeding twice changes nothing and never overwrites what staff edited.
 */
export function seedStatements(admin: SeedAdmin): SeedStatement[] {
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

  for (const review of SEED_REVIEWS) {
    statements.push({
      sql: `INSERT INTO reviews (product_id, customer_name, rating, comment, location, featured)
            SELECT p.id, ?, ?, ?, ?, ? FROM products p WHERE p.slug = ?
            AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id AND r.customer_name = ? AND r.comment = ?)`,
      params: [
        review.customerName,
        review.rating,
        review.comment,
        review.location,
        bool(review.featured),
        review.product,
        review.customerName,
        review.comment,
      ],
    });
  }

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

  return statements;
}

/** Render a statement with its parameters inlined as SQL literals, for `wrangler d1 execute --file`. */
export function inlineStatement({ sql, params }: SeedStatement): string {
  let index = 0;
  // Tidy the SQL before the values go in: markdown page content keeps its line breaks.
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
