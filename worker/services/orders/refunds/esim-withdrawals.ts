import { and, eq, exists, inArray } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { esims, orders } from "../../../db/schema";
import { readConfig } from "../../../env";
import { type EsimSupplier, esimSupplierFor } from "../../../integrations/esim";
import type { EsimUsage } from "../../../integrations/esim/types";
import { logUnexpectedError } from "../../shared/log-error";

/** The eSIMs a refund covers: the whole order's, or one line's. */
interface RefundScope {
  orderId: number;
  orderItemId?: number | null;
}

const inScope = (scope: RefundScope) =>
  and(
    eq(esims.orderId, scope.orderId),
    scope.orderItemId ? eq(esims.orderItemId, scope.orderItemId) : undefined,
  );

/**
 * In the refund's own batch: its still-issued eSIMs become `refunded`, which withdraws their codes
 * from every answer at once, whatever happens with the supplier afterwards.
 */
export function withdrawEsimsStatement(db: Database, scope: RefundScope) {
  return db
    .update(esims)
    .set({ status: "refunded" })
    .where(and(inScope(scope), eq(esims.status, "issued")));
}

/**
 * In fulfilment's batch, after its eSIM rows: a refund that committed while the supplier was still
 * answering has withdrawn nothing of these, so they are withdrawn here (the batch sees the order's
 * status as it is when it runs).
 */
export function withdrawIfRefundedStatement(db: Database, orderId: number) {
  return db
    .update(esims)
    .set({ status: "refunded" })
    .where(
      and(
        eq(esims.orderId, orderId),
        eq(esims.status, "issued"),
        exists(
          db
            .select({ id: orders.id })
            .from(orders)
            .where(and(eq(orders.id, orderId), eq(orders.status, "refunded"))),
        ),
      ),
    );
}

export const supplierOf = (env: Env) => esimSupplierFor(readConfig(env), env.SUPPLIER_KV);

/**
 * After the refund has committed: each refunded profile that was never installed is cancelled at
 * the supplier (so nobody can still use what was paid back) and marked `cancelled`. One that is
 * installed, or that the supplier will not cancel now, stays `refunded` (codes hidden all the same)
 * for staff to see on the order desk.
 */
export async function cancelRefundedEsims(db: Database, supplier: EsimSupplier, scope: RefundScope) {
  const rows = await db
    .select({ id: esims.id, iccid: esims.iccid })
    .from(esims)
    .where(and(inScope(scope), eq(esims.status, "refunded")));
  const cancelled: number[] = [];
  for (const row of rows) {
    try {
      const usage = await supplier.usage(row.iccid);
      if (usage.status !== "not_installed") continue;
      await supplier.cancel(row.iccid);
      cancelled.push(row.id);
    } catch (error) {
      logUnexpectedError("esim-cancel", error, `esim:${row.id}`);
    }
  }
  if (cancelled.length > 0) {
    await db.update(esims).set({ status: "cancelled" }).where(inArray(esims.id, cancelled));
  }
}

/** An eSIM still issued for this order that the customer has installed or used (or that we cannot tell). */
export interface UsedEsim {
  iccid: string;
  status: EsimUsage["status"] | "unreachable";
}

/** Before a customer's refund request is approved: the issued eSIMs that are not provably unused. */
export async function usedEsimsOf(db: Database, supplier: EsimSupplier, orderId: number) {
  const rows = await db
    .select({ iccid: esims.iccid })
    .from(esims)
    .where(and(eq(esims.orderId, orderId), eq(esims.status, "issued")));
  const states = await Promise.all(
    rows.map(async (row): Promise<UsedEsim> => {
      const usage = await supplier.usage(row.iccid).catch(() => null);
      const untouched =
        usage?.status === "not_installed" &&
        (usage.unlimited || usage.remainingMb === null || usage.remainingMb === usage.totalMb);
      return { iccid: row.iccid, status: untouched ? "not_installed" : (usage?.status ?? "unreachable") };
    }),
  );
  return states.filter((state) => state.status !== "not_installed");
}
