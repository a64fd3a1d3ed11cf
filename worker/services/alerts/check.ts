import { and, asc, count, eq, gt, isNull, not, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type EsimAlertLevel, esimAlerts, esims, orderItems, products } from "../../db/schema";
import type { EsimSupplier } from "../../integrations/esim";
import type { EsimUsage } from "../../integrations/esim/types";
import { logUnexpectedError } from "../shared/log-error";
import { raiseEsimAlert } from "./raise";
import { roundOf } from "./rounds";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The levels an eSIM's usage has reached, only the highest of each kind: an eSIM found at 5 % is
 * told "10 % left" once, not "25 %" and "10 %" in the same hour. Unlimited plans have no data levels.
 * @unitTested by `tests/integration/esim-alerts-check.test.ts`
 */
export function levelsReached(usage: EsimUsage, now: number): EsimAlertLevel[] {
  const levels: EsimAlertLevel[] = [];
  if (!usage.unlimited && usage.totalMb && usage.remainingMb !== null) {
    const left = usage.remainingMb / usage.totalMb;
    if (left <= 0.1) levels.push("data_90");
    else if (left <= 0.25) levels.push("data_75");
  }
  const expiresAt = usage.expiresAt ? Date.parse(usage.expiresAt) : Number.NaN;
  if (Number.isFinite(expiresAt) && expiresAt > now) {
    if (expiresAt - now <= DAY_MS) levels.push("expire_1");
    else if (expiresAt - now <= 3 * DAY_MS) levels.push("expire_3");
  }
  return levels;
}

/** Raised at the last level of a kind in this round (or an unlimited plan's data): nothing left to warn. */
const raised = (level: EsimAlertLevel) =>
  sql`exists (select 1 from ${esimAlerts} where ${esimAlerts.esimId} = ${esims.id} and ${esimAlerts.level} = ${level} and ${esimAlerts.round} = ${roundOf(esims.iccid)})`;

/**
 * Issued eSIMs that may still have a level to warn about, without asking the supplier. Those older
 * than a year are left to the supplier's webhook: the longest plan is 90 days, and without this an
 * eSIM that ran out unnoticed would stay in every hour's list for ever.
 */
const candidates = (now: number) =>
  and(
    eq(esims.status, "issued"),
    gt(esims.createdAt, new Date(now - 365 * DAY_MS)),
    not(and(raised("expire_1"), or(raised("data_90"), isNull(products.dataMb))) ?? sql`false`),
  );

async function pickCandidates(db: Database, limit: number, now: number) {
  const hour = Math.floor(now / (60 * 60 * 1000));
  const from = () =>
    db
      .select({ iccid: esims.iccid })
      .from(esims)
      .innerJoin(orderItems, eq(orderItems.id, esims.orderItemId))
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(candidates(now))
      .orderBy(asc(esims.id));
  const total = await db
    .select({ total: count() })
    .from(esims)
    .innerJoin(orderItems, eq(orderItems.id, esims.orderItemId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(candidates(now))
    .get()
    .then((row) => row?.total ?? 0);
  if (total <= limit) return from().all();
  // More than one run's worth: each hour starts further along, so every eSIM gets its turn.
  const offset = (hour * limit) % total;
  const head = await from().limit(limit).offset(offset).all();
  const wrap =
    head.length < limit
      ? await from()
          .limit(limit - head.length)
          .all()
      : [];
  return [...head, ...wrap];
}

export interface UsageCheckResult {
  checked: number;
  raised: number;
  failed: number;
}

/**
 * The hourly check for suppliers that send no usage webhooks (the demo one): reads the usage of
 * issued eSIMs a few at a time and raises the same alerts as the webhook, each once per round. At
 * most `limit` eSIMs per run; one eSIM's failure (the supplier down, an unknown ICCID) is counted
 * and the rest go on.
 */
export async function checkUsageAlerts(
  deps: { db: Database; env: Env; supplier: EsimSupplier },
  options: { now: number; limit?: number; concurrency?: number },
): Promise<UsageCheckResult> {
  const { now, limit = 60, concurrency = 6 } = options;
  const picked = await pickCandidates(deps.db, limit, now);
  const result: UsageCheckResult = { checked: 0, raised: 0, failed: 0 };
  for (let i = 0; i < picked.length; i += concurrency) {
    const settled = await Promise.allSettled(
      picked.slice(i, i + concurrency).map(async ({ iccid }) => {
        const usage = await deps.supplier.usage(iccid);
        if (usage.status !== "active") return 0;
        let count = 0;
        for (const level of levelsReached(usage, now)) {
          const outcome = await raiseEsimAlert(deps, { iccid, level, source: "check" }, now);
          if (outcome.outcome === "raised") count += 1;
        }
        return count;
      }),
    );
    settled.forEach((one, j) => {
      result.checked += 1;
      if (one.status === "fulfilled") result.raised += one.value;
      else {
        result.failed += 1;
        const iccid = picked[i + j]?.iccid ?? "";
        logUnexpectedError("usage-alerts", one.reason, `iccid:…${iccid.slice(-4)}`, "warn");
      }
    });
  }
  return result;
}
