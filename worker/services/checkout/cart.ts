import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Locale } from "../../../app/lib/locale";
import { senToDecimal } from "../../../app/lib/money";
import { type CartLine, type CartSummary, MAX_LINE_QUANTITY } from "../../../app/schemas/cart";
import type { Database } from "../../db/client";
import { cartItems, products } from "../../db/schema";
import { toProductDto, toProductDtos } from "../catalogue/products";
import { sellablePlan } from "../catalogue/sellable";
import { productColumns } from "../catalogue/translated";
import { ConflictError, NotFoundError } from "../errors";
import { carryGuestPromoStatements } from "../promotions/holds";
import { cartHoldLimits, holdCapMessage } from "./hold-caps";

/** Whose cart: a signed-in user's, or an anonymous browser's (`__Host-cart` cookie id). */
export type CartOwner = { userId: number } | { sessionId: string };

function ownedBy(owner: CartOwner): SQL {
  return "userId" in owner ? eq(cartItems.userId, owner.userId) : eq(cartItems.sessionId, owner.sessionId);
}

/**
 * Lines of active products, oldest first. A product switched off later simply drops out. Plan names
 * are in the page's language for what a page shows; an order is made from the English lines. A
 * page batches this query with its other reads, and D1's batch answers rows keyed by column name:
 * the line's id is renamed so that it does not hide the plan's `id` and shift every column after it.
 */
export const cartLinesQuery = (db: Database, owner: CartOwner, locale: Locale = "en") =>
  db
    .select({
      id: sql<number>`${cartItems.id}`.as("cart_line_id"),
      quantity: cartItems.quantity,
      product: productColumns(locale),
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(ownedBy(owner), sellablePlan))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));

/** The products in this cart, as a subquery for a read batched with the cart's lines. */
export const cartProductIds = (db: Database, owner: CartOwner) =>
  db.select({ id: cartItems.productId }).from(cartItems).where(ownedBy(owner));

export async function listCart(db: Database, owner: CartOwner, locale: Locale = "en"): Promise<CartLine[]> {
  return toCartLines(db, await cartLinesQuery(db, owner, locale), locale);
}

/** The cart query's rows as lines (a translated page looks up each plan's countries: one more query). */
export async function toCartLines(
  db: Database,
  rows: Awaited<ReturnType<typeof cartLinesQuery>>,
  locale: Locale,
): Promise<CartLine[]> {
  if (locale === "en") {
    return rows.map((row) => ({ id: row.id, quantity: row.quantity, product: toProductDto(row.product) }));
  }
  const dtos = await toProductDtos(
    db,
    rows.map((row) => row.product),
  );
  return rows.map((row, i) => ({
    id: row.id,
    quantity: row.quantity,
    product: dtos[i] ?? toProductDto(row.product),
  }));
}

/** Totals in integer sen (ARCHITECTURE.md "Data"); shipping is free, and only a Physical SIM ships. */
export function summarise(lines: CartLine[]): CartSummary {
  let itemCount = 0;
  let subtotalSen = 0;
  for (const line of lines) {
    itemCount += line.quantity;
    subtotalSen += line.product.priceSen * line.quantity;
  }
  return {
    itemCount,
    ships: lines.some((line) => line.product.type === "Physical SIM"),
    subtotalSen,
    totalSen: subtotalSen,
    subtotal: senToDecimal(subtotalSen),
    total: senToDecimal(subtotalSen),
  };
}

/** The badge number: the sum of quantities of active products. */
/** How many items the owner's cart holds (active plans only), as a statement for the page shell's batch. */
export function cartCountQuery(db: Database, owner: CartOwner) {
  return db
    .select({ count: sql<number>`coalesce(sum(${cartItems.quantity}), 0)` })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(ownedBy(owner), sellablePlan));
}

export const cartCountOf = (rows: { count: number }[]) => Number(rows[0]?.count ?? 0);

/** How many plans the owner's cart holds (the header's badge). */
export async function cartCount(db: Database, owner: CartOwner): Promise<number> {
  return cartCountOf(await cartCountQuery(db, owner));
}

async function findLine(db: Database, owner: CartOwner, itemId: number): Promise<CartLine> {
  const row = await db
    .select({ id: cartItems.id, quantity: cartItems.quantity, product: products })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.id, itemId), ownedBy(owner)))
    .get();
  if (!row) throw new NotFoundError({ key: "forms.cart_item_not_found" });
  return { id: row.id, quantity: row.quantity, product: toProductDto(row.product) };
}

/** Add a product (or more of it to the existing line); 404 for a missing or inactive product. */
export async function addToCart(
  db: Database,
  owner: CartOwner,
  productId: number,
  quantity: number,
): Promise<CartLine> {
  const product = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), sellablePlan))
    .get();
  if (!product) throw new NotFoundError({ key: "forms.product_not_found" });
  const values =
    "userId" in owner
      ? { userId: owner.userId, productId, quantity }
      : { sessionId: owner.sessionId, productId, quantity };
  const target =
    "userId" in owner ? [cartItems.userId, cartItems.productId] : [cartItems.sessionId, cartItems.productId];
  const [row] = await db
    .insert(cartItems)
    .values(values)
    .onConflictDoUpdate({
      target,
      set: { quantity: sql`min(${cartItems.quantity} + excluded.quantity, ${MAX_LINE_QUANTITY})` },
    })
    .returning({ id: cartItems.id });
  if (!row) throw new Error("Cart insert returned nothing");
  return findLine(db, owner, row.id);
}

/** Set a line's quantity; another owner's line is indistinguishable from a missing one (404). */
export async function updateCartItem(
  db: Database,
  owner: CartOwner,
  itemId: number,
  quantity: number,
): Promise<CartLine> {
  const line = await findLine(db, owner, itemId);
  // More than checkout would hold is refused here already, where the customer sets it (decision 0063).
  const limit = (await cartHoldLimits(db, [line.product.id])).get(line.product.id);
  if (limit !== undefined && quantity > limit && quantity > line.quantity) {
    throw new ConflictError(holdCapMessage(limit, line.product.name), {
      reason: "hold_cap",
      productId: line.product.id,
      holdLimit: limit,
    });
  }
  const updated = await db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.id, itemId), ownedBy(owner)))
    .returning({ id: cartItems.id });
  if (updated.length === 0) throw new NotFoundError({ key: "forms.cart_item_not_found" });
  return findLine(db, owner, itemId);
}

export async function removeCartItem(db: Database, owner: CartOwner, itemId: number): Promise<void> {
  const deleted = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), ownedBy(owner)))
    .returning({ id: cartItems.id });
  if (deleted.length === 0) throw new NotFoundError({ key: "forms.cart_item_not_found" });
}

export const CART_MERGE_CAPPED_NOTICE = `Some quantities in your cart were lowered to the limit of ${MAX_LINE_QUANTITY} per plan.`;

/**
 * Move a guest cart into the user's cart on sign-in: quantities of the same product are added up
 * to the 99-per-line cap, and both steps commit together. Returns whether any line was lowered,
 * so the customer can be told.
 */
export async function mergeGuestCart(
  db: Database,
  sessionId: string,
  userId: number,
): Promise<{ capped: boolean }> {
  const over = await db.get<{ n: number }>(sql`
    select count(*) as n from ${cartItems} as g
    left join ${cartItems} as u on u.user_id = ${userId} and u.product_id = g.product_id
    where g.session_id = ${sessionId} and coalesce(u.quantity, 0) + g.quantity > ${MAX_LINE_QUANTITY}`);
  await db.batch([
    db
      .insert(cartItems)
      .select(
        db
          .select({
            // Every column in table order (drizzle's insert-select rule); id and session_id stay null.
            id: sql<number>`null`.as("id"),
            sessionId: sql<string>`null`.as("session_id"),
            userId: sql<number>`${userId}`.as("user_id"),
            productId: cartItems.productId,
            quantity: sql<number>`min(${cartItems.quantity}, ${MAX_LINE_QUANTITY})`.as("quantity"),
            createdAt: cartItems.createdAt,
          })
          .from(cartItems)
          .where(eq(cartItems.sessionId, sessionId)),
      )
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId],
        set: { quantity: sql`min(${cartItems.quantity} + excluded.quantity, ${MAX_LINE_QUANTITY})` },
      }),
    db.delete(cartItems).where(eq(cartItems.sessionId, sessionId)),
    ...carryGuestPromoStatements(db, sessionId, userId),
  ]);
  return { capped: (over?.n ?? 0) > 0 };
}
