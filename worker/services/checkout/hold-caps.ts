import { and, eq, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { HoldRule } from "../../../app/schemas/admin/settings";
import { sha256Hex } from "../../auth/tokens";
import type { Database } from "../../db/client";
import { inventory, products } from "../../db/schema";
import { ConflictError } from "../errors";
import { holdCap, holdRuleOf, holdRuleQuery, readHoldRule } from "./hold-rule";

/**
 * Who holds stock unpaid (decision 0063): the account, and the client address it checked out from,
 * kept only as a hash. A client of unknown address (no CF-Connecting-IP) is not counted as one.
 */
export interface Holder {
  userId: number;
  client: string | null;
}

export async function holderOf(userId: number, client: string): Promise<Holder> {
  return { userId, client: client === "unknown" ? null : await sha256Hex(`hold-client:${client}`) };
}

/** A Physical SIM line of a checkout, as the caps read it. */
export interface HeldLine {
  productId: number;
  name: string;
  quantity: number;
}

const PHYSICAL = sql`'Physical SIM'`;
/** Ended by the holder (replaced, abandoned, expired, cancelled on the payment page), not by staff or a provider failure. */
const endedByHolder = sql`e.cause not like 'staff:%' and e.cause <> 'system:checkout'`;

const whose = (holder: Holder, who: "account" | "client") =>
  who === "account" ? sql`o.user_id = ${holder.userId}` : sql`o.hold_client = ${holder.client}`;

/** Units of the plan the holder's unpaid orders hold (inside the checkout's batch: the new order included). */
function heldSql(holder: Holder, who: "account" | "client", productId: number) {
  return sql`(select coalesce(sum(oi.quantity), 0) from orders o join order_items oi on oi.order_id = o.id
    where ${whose(holder, who)} and o.status = 'pending' and o.stock_state = 'reserved'
      and oi.product_id = ${productId} and oi.product_type = ${PHYSICAL})`;
}

/** The holder let a hold of the plan end unpaid less than the cool-down ago. */
function cooledSql(holder: Holder, who: "account" | "client", hold: { productId: number; since: number }) {
  return sql`exists (select 1 from orders o join order_events e on e.order_id = o.id and e.to_status = 'cancelled'
    where ${whose(holder, who)} and o.stock_state = 'released' and e.created_at > ${hold.since} and ${endedByHolder}
      and exists (select 1 from order_items oi where oi.order_id = o.id and oi.product_id = ${hold.productId}
        and oi.product_type = ${PHYSICAL}))`;
}

/** holdCap's arithmetic on the row's own stock, so the cap and the stock are read in one transaction. */
function capSql(rule: HoldRule) {
  return sql`max(1, ${rule.minUnits}, cast((${inventory.stockQuantity} * ${rule.sharePercent}) / 100 as integer))`;
}

/**
 * The conditions a reservation of `productId` adds to its UPDATE: under the cap for the account and
 * the client (the new order's own lines are counted, so this is the per-order cap too), and no hold
 * of the plan ended by this holder within the cool-down. Racing checkouts run one after the other
 * inside D1, so two of them can never both pass.
 */
export function holdAllowedSql(
  holder: Holder,
  rule: HoldRule,
  hold: { productId: number; now: number },
): SQL {
  const since = hold.now - rule.cooldownMinutes * 60_000;
  const cap = capSql(rule);
  const parts = [
    sql`${heldSql(holder, "account", hold.productId)} <= ${cap}`,
    sql`not ${cooledSql(holder, "account", { productId: hold.productId, since })}`,
  ];
  if (holder.client) {
    parts.push(
      sql`${heldSql(holder, "client", hold.productId)} <= ${cap}`,
      sql`not ${cooledSql(holder, "client", { productId: hold.productId, since })}`,
    );
  }
  return sql.join(parts, sql` and `);
}

export const holdCapMessage = (cap: number, name: string) =>
  `You can hold at most ${cap} of ${name} until you pay`;

/**
 * The same rules read before any hold is let go, to say which one stops the checkout: the holder's
 * own unpaid order already holding the plan (a renewal), a cool-down, or the cap. Also run after a
 * batch failed on the guard, to tell the cap from the stock. Null when none of them applies.
 */
export async function holdRefusal(
  db: Database,
  holder: Holder,
  hold: { lines: HeldLine[]; now: number; rule?: HoldRule },
): Promise<ConflictError | null> {
  const { lines, now } = hold;
  if (lines.length === 0) return null;
  const rule = hold.rule ?? (await readHoldRule(db));
  const ids = lines.map((line) => line.productId);
  const stock = new Map(
    (
      await db
        .select({ productId: inventory.productId, stock: inventory.stockQuantity })
        .from(inventory)
        .where(inArray(inventory.productId, ids))
    ).map((row) => [row.productId, row.stock]),
  );
  for (const line of lines) {
    const renewal = await db.get<{ id: number } | undefined>(sql`
      select o.id from orders o join order_items oi on oi.order_id = o.id
      where o.user_id = ${holder.userId} and o.status = 'pending' and o.stock_state = 'reserved'
        and oi.product_id = ${line.productId} and oi.product_type = ${PHYSICAL}
      order by o.id desc limit 1`);
    if (renewal) {
      return new ConflictError(
        `Your order #${renewal.id} already holds ${line.name} until you pay it or it ends`,
        {
          reason: "hold_pending",
          orderId: renewal.id,
          productId: line.productId,
        },
      );
    }
    const endedAt = await lastEnded(db, holder, line.productId, now - rule.cooldownMinutes * 60_000);
    if (endedAt !== null) {
      const minutes = Math.max(1, Math.ceil((endedAt + rule.cooldownMinutes * 60_000 - now) / 60_000));
      return new ConflictError(`You can hold ${line.name} again in ${minutes} min`, {
        reason: "hold_cooldown",
        productId: line.productId,
        retryAfterMinutes: minutes,
      });
    }
    const cap = holdCap(stock.get(line.productId) ?? 0, rule);
    const byClient = holder.client ? await heldNow(db, holder, line.productId) : 0;
    if (line.quantity + byClient > cap) {
      return new ConflictError(holdCapMessage(cap, line.name), {
        reason: "hold_cap",
        productId: line.productId,
        holdLimit: cap,
      });
    }
  }
  return null;
}

/** When the holder's latest hold of the plan that ended unpaid after `since` ended, or null. */
async function lastEnded(db: Database, holder: Holder, productId: number, since: number) {
  const who = holder.client
    ? sql`(o.user_id = ${holder.userId} or o.hold_client = ${holder.client})`
    : whose(holder, "account");
  const row = await db.get<{ at: number | null }>(sql`
    select max(e.created_at) as at from orders o join order_events e on e.order_id = o.id and e.to_status = 'cancelled'
    where ${who} and o.stock_state = 'released' and e.created_at > ${since} and ${endedByHolder}
      and exists (select 1 from order_items oi where oi.order_id = o.id and oi.product_id = ${productId}
        and oi.product_type = ${PHYSICAL})`);
  return row?.at == null ? null : Number(row.at);
}

/** Units the client's unpaid orders (other accounts included) hold now. */
async function heldNow(db: Database, holder: Holder, productId: number) {
  const row = await db.get<{ n: number }>(sql`select ${heldSql(holder, "client", productId)} as n`);
  return Number(row?.n ?? 0);
}

/**
 * The reads behind the cart's caps, for a caller's own D1 batch: the rule, and the stock of each
 * Physical SIM among `productIds` (ids, or a subquery such as the cart's products). Other plans
 * have no cap.
 */
export function holdLimitStatements(db: Database, productIds: number[] | SQLWrapper) {
  return [
    holdRuleQuery(db),
    db
      .select({ productId: inventory.productId, stock: inventory.stockQuantity })
      .from(inventory)
      .innerJoin(products, eq(products.id, inventory.productId))
      .where(and(inArray(inventory.productId, productIds), eq(products.type, "Physical SIM"))),
  ] as const;
}

type HoldLimitReads = readonly [
  rule: Awaited<ReturnType<typeof holdLimitStatements>[0]>,
  stock: Awaited<ReturnType<typeof holdLimitStatements>[1]>,
];

/** Each Physical SIM's cap (its quantity selector stops there), from those reads. */
export function toHoldLimits([ruleRows, stockRows]: HoldLimitReads): Map<number, number> {
  const rule = holdRuleOf(ruleRows[0]);
  return new Map(stockRows.map((row) => [row.productId, holdCap(row.stock, rule)]));
}

/** Each Physical SIM's cap for the cart, in one round trip; other plans have none. */
export async function cartHoldLimits(db: Database, productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  return toHoldLimits(await db.batch(holdLimitStatements(db, productIds)));
}

/** Lines with their caps attached: a Physical SIM's `holdLimit`, other lines as they were. */
export function withLimits<L extends { product: { id: number } }>(
  lines: L[],
  limits: Map<number, number>,
): (L & { holdLimit?: number })[] {
  return lines.map((line) => {
    const holdLimit = limits.get(line.product.id);
    return holdLimit === undefined ? line : { ...line, holdLimit };
  });
}

/** The cart's lines, each Physical SIM with its cap (the cart page and its quantity selector). */
export async function withHoldLimits<L extends { product: { id: number } }>(
  db: Database,
  lines: L[],
): Promise<(L & { holdLimit?: number })[]> {
  return withLimits(
    lines,
    await cartHoldLimits(
      db,
      lines.map((line) => line.product.id),
    ),
  );
}
