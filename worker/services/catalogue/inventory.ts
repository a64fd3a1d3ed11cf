import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { type ListPage, listQuerySchema } from "../../../app/schemas/admin/common";
import type { InventoryRow } from "../../../app/schemas/admin/inventory";
import type { Database } from "../../db/client";
import { auditLogs, inventory, products } from "../../db/schema";
import type { Actor } from "../audit/log";
import { ConflictError, NotFoundError } from "../errors";
import { countUpToCap, oneColumn, pageOf, searchAny, sortedPage } from "../shared/lists";

export const InventoryListQuerySchema = listQuerySchema(
  ["name", "stock", "available", "reserved", "lowFirst"],
  "lowFirst",
);

const available = sql<number>`(${inventory.stockQuantity} - ${inventory.reservedQuantity})`;

export async function listInventory(
  db: Database,
  query: z.output<typeof InventoryListQuerySchema>,
): Promise<ListPage<InventoryRow>> {
  const where = searchAny(query.q, [products.name, products.region]);
  const dir = query.dir === "asc" ? asc : desc;
  const order =
    query.sort === "lowFirst"
      ? [desc(sql`${available} <= ${inventory.lowStockThreshold}`), asc(available), asc(products.id)]
      : [
          dir(
            {
              name: products.name,
              stock: inventory.stockQuantity,
              reserved: inventory.reservedQuantity,
              available,
            }[query.sort] ?? products.id,
          ),
          asc(products.id),
        ];
  const [rows, [totals]] = await db.batch([
    sortedPage(
      db
        .select({
          productId: products.id,
          name: products.name,
          region: products.region,
          active: products.active,
          stockQuantity: inventory.stockQuantity,
          reservedQuantity: inventory.reservedQuantity,
          available,
          lowStockThreshold: inventory.lowStockThreshold,
          lastUpdated: inventory.lastUpdated,
        })
        .from(inventory)
        .innerJoin(products, eq(products.id, inventory.productId))
        .where(where)
        .$dynamic(),
      query,
      order,
    ),
    countUpToCap(
      db,
      db
        .select(oneColumn)
        .from(inventory)
        .innerJoin(products, eq(products.id, inventory.productId))
        .where(where),
    ),
  ]);
  return pageOf(
    query,
    rows.map((r) => ({
      ...r,
      lastUpdated: r.lastUpdated.toISOString(),
      low: r.available <= r.lowStockThreshold,
    })),
    totals?.total ?? 0,
  );
}

async function findStock(db: Database, productId: number) {
  const row = await db.query.inventory.findFirst({ where: eq(inventory.productId, productId) });
  if (!row) throw new NotFoundError("No inventory record for this product");
  return row;
}

/**
 * Add or remove stock. One conditional UPDATE keeps stock ≥ 0 even when two staff adjust at once,
 * and the audit row is inserted only when that UPDATE changed a row (`changes()` in the same batch).
 */
export async function adjustStock(
  db: Database,
  {
    actor,
    productId,
    delta,
    reason,
    now = Date.now(),
  }: { actor: Actor; productId: number; delta: number; reason: string; now?: number },
) {
  const before = await findStock(db, productId);
  const details = JSON.stringify({ delta, reason, productId, stockBefore: before.stockQuantity });
  const [updated] = await db.batch([
    db
      .update(inventory)
      .set({ stockQuantity: sql`${inventory.stockQuantity} + ${delta}`, lastUpdated: new Date(now) })
      .where(and(eq(inventory.productId, productId), sql`${inventory.stockQuantity} + ${delta} >= 0`))
      .returning({ stockQuantity: inventory.stockQuantity }),
    db
      .insert(auditLogs)
      .select(
        sql`select null, ${actor.id}, 'INVENTORY_ADJUST', 'product', ${productId}, ${details}, ${actor.ip}, ${actor.userAgent}, ${now} where changes() = 1`,
      ),
  ]);
  const row = updated[0];
  if (!row) throw new ConflictError("Stock cannot go below 0");
  return { productId, stockQuantity: row.stockQuantity };
}

export async function setLowStockThreshold(
  db: Database,
  {
    actor,
    productId,
    threshold,
    now = Date.now(),
  }: { actor: Actor; productId: number; threshold: number; now?: number },
) {
  const before = await findStock(db, productId);
  await db.batch([
    db
      .update(inventory)
      .set({ lowStockThreshold: threshold, lastUpdated: new Date(now) })
      .where(eq(inventory.productId, productId)),
    db.insert(auditLogs).values({
      adminId: actor.id,
      action: "INVENTORY_THRESHOLD",
      targetType: "product",
      targetId: productId,
      details: JSON.stringify({ from: before.lowStockThreshold, to: threshold }),
      ipAddress: actor.ip,
      userAgent: actor.userAgent,
      createdAt: new Date(now),
    }),
  ]);
  return { productId, lowStockThreshold: threshold };
}

export async function lowStockCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(inventory)
    .where(sql`${available} <= ${inventory.lowStockThreshold}`);
  return row?.n ?? 0;
}
