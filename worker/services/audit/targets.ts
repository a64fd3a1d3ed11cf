import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { adminUsers, pageContent, products, reviews, siteImages, users } from "../../db/schema";

interface AuditRowLike {
  targetType: string;
  targetId: number | null;
  details: string;
}

/** The name each target type is known by today, looked up by id. */
const LOOKUPS = {
  product: (db: Database, ids: number[]) =>
    db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, ids)),
  user: (db: Database, ids: number[]) =>
    db.select({ id: users.id, name: users.username }).from(users).where(inArray(users.id, ids)),
  admin_user: (db: Database, ids: number[]) =>
    db
      .select({ id: adminUsers.id, name: adminUsers.username })
      .from(adminUsers)
      .where(inArray(adminUsers.id, ids)),
  site_image: (db: Database, ids: number[]) =>
    db
      .select({ id: siteImages.id, name: siteImages.key })
      .from(siteImages)
      .where(inArray(siteImages.id, ids)),
  review: (db: Database, ids: number[]) =>
    db.select({ id: reviews.id, name: reviews.customerName }).from(reviews).where(inArray(reviews.id, ids)),
  page_content: (db: Database, ids: number[]) =>
    db
      .select({ id: pageContent.id, name: pageContent.page })
      .from(pageContent)
      .where(inArray(pageContent.id, ids)),
} as const;

/** What the row itself recorded, for targets since deleted (or never stored by id). */
function nameFromDetails(details: string): string | null {
  try {
    const parsed = JSON.parse(details) as Record<string, unknown>;
    for (const key of ["name", "username", "key", "page", "customerName", "productName"]) {
      const value = parsed[key];
      if (typeof value === "string" && value) return value;
    }
  } catch {
    // not JSON: no name
  }
  return null;
}

/**
 * Audit rows with `targetName`: the target's current name (one query per target type on the
 * page), else the name the row recorded, else null. Staff read "Updated product “Japan”", not
 * "PRODUCT_UPDATE N/A".
 */
export async function withTargetNames<T extends AuditRowLike>(
  db: Database,
  rows: T[],
): Promise<(T & { targetName: string | null })[]> {
  const idsByType = new Map<keyof typeof LOOKUPS, Set<number>>();
  for (const row of rows) {
    if (row.targetId === null || !(row.targetType in LOOKUPS)) continue;
    const type = row.targetType as keyof typeof LOOKUPS;
    if (!idsByType.has(type)) idsByType.set(type, new Set());
    idsByType.get(type)?.add(row.targetId);
  }
  const names = new Map<string, string>();
  await Promise.all(
    [...idsByType].map(async ([type, ids]) => {
      for (const { id, name } of await LOOKUPS[type](db, [...ids])) names.set(`${type}:${id}`, name);
    }),
  );
  return rows.map((row) => ({
    ...row,
    targetName: names.get(`${row.targetType}:${row.targetId}`) ?? nameFromDetails(row.details),
  }));
}
