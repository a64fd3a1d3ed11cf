import { and, asc, desc, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { senToDecimal } from "../../../app/lib/money";
import type { CreditEntry, CreditSummary } from "../../../app/schemas/credit";
import type { Database } from "../../db/client";
import {
  type CREDIT_GRANT_KINDS,
  creditClawbacks,
  creditGrants,
  creditGuard,
  creditSpends,
  orders,
} from "../../db/schema";

/** Every grant lasts 12 months from the day it was earned (decision 0049). */
export function creditExpiry(earnedAt: number): Date {
  const at = new Date(earnedAt);
  at.setUTCFullYear(at.getUTCFullYear() + 1);
  return at;
}

/** The unexpired, unspent credit of a customer, in sen. */
export async function creditBalance(db: Database, userId: number, now = Date.now()): Promise<number> {
  const row = await db
    .select({ sen: sql<number>`coalesce(sum(${creditGrants.remainingSen}), 0)` })
    .from(creditGrants)
    .where(and(eq(creditGrants.userId, userId), gt(creditGrants.expiresAt, new Date(now))))
    .get();
  return Number(row?.sen ?? 0);
}

/**
 * GET /api/user/credit: the balance and the statement, newest first; only ever the caller's own.
 * Staff (`view.staff`) also read which friend's order a reward or its clawback was for.
 */
export async function creditSummary(
  db: Database,
  userId: number,
  now = Date.now(),
  view: { staff?: boolean } = {},
): Promise<CreditSummary> {
  const [balanceSen, grants, spends, clawbacks] = await Promise.all([
    creditBalance(db, userId, now),
    db.select().from(creditGrants).where(eq(creditGrants.userId, userId)).orderBy(desc(creditGrants.id)),
    db
      .select({
        orderId: creditSpends.orderId,
        sen: sql<number>`sum(${creditSpends.amountSen})`,
        at: sql<number>`min(${creditSpends.createdAt})`,
      })
      .from(creditSpends)
      .where(and(eq(creditSpends.userId, userId), inArray(creditSpends.state, ["held", "spent"])))
      .groupBy(creditSpends.orderId),
    db.select().from(creditClawbacks).where(eq(creditClawbacks.userId, userId)),
  ]);
  const shownOrder = (kind: string, orderId: number | null) =>
    kind === "refund" || view.staff ? orderId : null;
  const entries: CreditEntry[] = [
    ...grants.map((grant) => ({
      amount: senToDecimal(grant.amountSen),
      amountSen: grant.amountSen,
      reason: grant.kind,
      note: grant.note,
      orderId: shownOrder(grant.kind, grant.sourceOrderId),
      createdAt: grant.createdAt.toISOString(),
      expiresAt: grant.expiresAt.toISOString(),
    })),
    ...spends.map((spend) => ({
      amount: senToDecimal(-Number(spend.sen)),
      amountSen: -Number(spend.sen),
      reason: "spend" as const,
      note: null,
      orderId: spend.orderId,
      createdAt: new Date(Number(spend.at)).toISOString(),
      expiresAt: null,
    })),
    ...clawbacks.map((clawback) => ({
      amount: senToDecimal(-clawback.recoveredSen),
      amountSen: -clawback.recoveredSen,
      reason: "clawback" as const,
      note: null,
      cause: clawback.cause,
      orderId: shownOrder("clawback", clawback.orderId),
      createdAt: clawback.createdAt.toISOString(),
      expiresAt: null,
      owed: senToDecimal(clawback.owedSen),
      owedSen: clawback.owedSen,
    })),
  ];
  entries.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const owedSen = clawbacks.reduce((sum, clawback) => sum + clawback.owedSen, 0);
  return { balance: senToDecimal(balanceSen), balanceSen, owed: senToDecimal(owedSen), owedSen, entries };
}

interface NewGrant {
  userId: number;
  kind: (typeof CREDIT_GRANT_KINDS)[number];
  amountSen: number;
  note?: string | null;
  sourceOrderId?: number | null;
  grantedBy?: number | null;
}

/** A grant, earned `now`, lasting 12 months. */
export function grantStatement(db: Database, grant: NewGrant, now: number) {
  return db.insert(creditGrants).values({
    userId: grant.userId,
    kind: grant.kind,
    amountSen: grant.amountSen,
    remainingSen: grant.amountSen,
    note: grant.note ?? null,
    sourceOrderId: grant.sourceOrderId ?? null,
    grantedBy: grant.grantedBy ?? null,
    createdAt: new Date(now),
    expiresAt: creditExpiry(now),
  });
}

/**
 * The statements that take `amountSen` of a customer's credit for the order the same batch
 * inserts, from the grants that expire first. Each grant is drawn down only where it still has
 * that much and has not expired; where one does not, the guard's CHECK fails and the whole batch
 * (order included) rolls back, so two checkouts can never spend the same credit twice.
 */
export async function holdCreditStatements(
  db: Database,
  hold: { userId: number; amountSen: number; now: number },
): Promise<BatchItem<"sqlite">[]> {
  const grants = await db
    .select({ id: creditGrants.id, remainingSen: creditGrants.remainingSen })
    .from(creditGrants)
    .where(
      and(
        eq(creditGrants.userId, hold.userId),
        gt(creditGrants.expiresAt, new Date(hold.now)),
        gt(creditGrants.remainingSen, 0),
      ),
    )
    .orderBy(asc(creditGrants.expiresAt), asc(creditGrants.id));
  const statements: BatchItem<"sqlite">[] = [];
  let left = hold.amountSen;
  for (const grant of grants) {
    if (left <= 0) break;
    const take = Math.min(left, grant.remainingSen);
    left -= take;
    statements.push(
      db
        .update(creditGrants)
        .set({ remainingSen: sql`${creditGrants.remainingSen} - ${take}` })
        .where(
          and(
            eq(creditGrants.id, grant.id),
            sql`${creditGrants.remainingSen} >= ${take}`,
            gt(creditGrants.expiresAt, new Date(hold.now)),
          ),
        ),
      db.insert(creditGuard).select(sql`select 0 where changes() = 0`),
      db
        .insert(creditSpends)
        .select(
          sql`select null, ${hold.userId}, (select max(id) from orders), ${grant.id}, ${take}, 'held', ${hold.now}`,
        ),
    );
  }
  // The balance fell between the read and now: refuse rather than charge the card the difference.
  if (left > 0) statements.push(db.insert(creditGuard).values({ ok: 0 }));
  return statements;
}

/** The batch failed because the credit it meant to spend was spent meanwhile. */
export function isCreditGuard(error: unknown): boolean {
  const cause = (error as { cause?: unknown })?.cause;
  return /credit_guard|credit_grants_amounts/i.test(`${(error as Error)?.message} ${String(cause)}`);
}

const orderIs = (orderId: number, status: string) =>
  sql`exists (select 1 from orders o where o.id = ${orderId} and o.status = ${status})`;

/**
 * An order cancelled unpaid gives its held credit back to the grants it came from; what it held of
 * a reward taken back since (decision 0062) pays what the clawback found owed instead.
 */
export function releaseCreditStatements(db: Database, orderId: number): BatchItem<"sqlite">[] {
  const held = and(eq(creditSpends.orderId, orderId), eq(creditSpends.state, "held"));
  const heldOf = (grantId: SQL) => sql`(select s.amount_sen from credit_spends s
    where s.grant_id = ${grantId} and s.order_id = ${orderId} and s.state = 'held')`;
  const heldGrants = db.select({ id: creditSpends.grantId }).from(creditSpends).where(held);
  const settled = sql`min(${creditClawbacks.owedSen}, ${heldOf(sql`${creditClawbacks.grantId}`)})`;
  return [
    db
      .update(creditGrants)
      .set({ remainingSen: sql`${creditGrants.remainingSen} + ${heldOf(sql`${creditGrants.id}`)}` })
      .where(
        and(
          inArray(creditGrants.id, heldGrants),
          orderIs(orderId, "cancelled"),
          sql`not exists (select 1 from credit_clawbacks c where c.grant_id = ${creditGrants.id})`,
        ),
      ),
    db
      .update(creditClawbacks)
      .set({
        recoveredSen: sql`${creditClawbacks.recoveredSen} + ${settled}`,
        owedSen: sql`${creditClawbacks.owedSen} - ${settled}`,
      })
      .where(and(inArray(creditClawbacks.grantId, heldGrants), orderIs(orderId, "cancelled"))),
    db
      .update(creditSpends)
      .set({ state: "released" })
      .where(and(held, orderIs(orderId, "cancelled"))),
  ];
}

/** A paid order's credit is spent for good. */
export function spendCreditStatement(db: Database, orderId: number) {
  return db
    .update(creditSpends)
    .set({ state: "spent" })
    .where(and(eq(creditSpends.orderId, orderId), eq(creditSpends.state, "held"), orderIs(orderId, "paid")));
}

/**
 * A refund gives back up to `upToSen` of the credit an order was paid with (all that is left of
 * it when null), as a new grant with a fresh 12 months. Read from the order inside the batch, so
 * a replay finds nothing left to give and writes nothing.
 */
export function returnCreditStatements(
  db: Database,
  refund: { orderId: number; upToSen: number | null; now: number },
): BatchItem<"sqlite">[] {
  const { orderId, now } = refund;
  const left = sql`(credit_amount_sen - credit_refunded_sen)`;
  const back = refund.upToSen === null ? left : sql`min(${left}, ${refund.upToSen})`;
  return [
    // Column order of `credit_grants`: id, user_id, kind, amount_sen, remaining_sen, note,
    // source_order_id, granted_by, created_at, expires_at.
    db.insert(creditGrants).select(sql`
      select null, user_id, 'refund', ${back}, ${back}, null, id, null, ${now}, ${creditExpiry(now).getTime()}
      from orders where id = ${orderId} and user_id is not null and ${back} > 0`),
    db
      .update(orders)
      .set({ creditRefundedSen: sql`credit_refunded_sen + ${back}` })
      .where(and(eq(orders.id, orderId), sql`${back} > 0`)),
  ];
}
