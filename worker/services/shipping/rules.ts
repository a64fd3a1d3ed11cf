import { inArray } from "drizzle-orm";
import type { ShippingRulesInput } from "../../../app/schemas/admin/settings";
import { DEFAULT_DELIVERY_ESTIMATE, type DeliveryEstimateRule } from "../../../app/schemas/shipping";
import type { Database } from "../../db/client";
import { storeSettings } from "../../db/schema";
import { type Actor, auditInsert } from "../audit/log";

// Two staff settings beside the store's others: how long the post takes (the estimate checkout and
// the order page show) and how long a paid order may wait before Today calls it stuck.

const KEYS = { delivery: "delivery_estimate_days", stuckHours: "paid_order_stuck_hours" } as const;

/** A paid order of any kind still not finished after this many hours needs attention, by default. */
export const DEFAULT_STUCK_HOURS = 24;

export interface ShippingRules {
  delivery: DeliveryEstimateRule;
  stuckHours: number;
}

function parseDelivery(value: string | undefined): DeliveryEstimateRule {
  if (!value) return DEFAULT_DELIVERY_ESTIMATE;
  try {
    const rule = JSON.parse(value) as DeliveryEstimateRule;
    const days = [rule.westMin, rule.westMax, rule.eastMin, rule.eastMax];
    return days.every((d) => Number.isInteger(d) && d >= 0 && d <= 30) ? rule : DEFAULT_DELIVERY_ESTIMATE;
  } catch {
    return DEFAULT_DELIVERY_ESTIMATE;
  }
}

export async function readShippingRules(db: Database): Promise<ShippingRules> {
  const rows = await db
    .select({ key: storeSettings.key, value: storeSettings.value })
    .from(storeSettings)
    .where(inArray(storeSettings.key, Object.values(KEYS)));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const hours = Number(stored.get(KEYS.stuckHours));
  return {
    delivery: parseDelivery(stored.get(KEYS.delivery)),
    stuckHours: Number.isInteger(hours) && hours > 0 ? hours : DEFAULT_STUCK_HOURS,
  };
}

/** The rules as the Settings form shows them: the stored ones, or the defaults. */
export async function readShippingSettings(db: Database): Promise<ShippingRulesInput> {
  const { delivery, stuckHours } = await readShippingRules(db);
  const { westMin, westMax, eastMin, eastMax } = delivery;
  return { westMin, westMax, eastMin, eastMax, stuckHours };
}

/** Staff change the estimate and the stuck threshold together, audited in the same batch. */
export async function saveShippingRules(
  db: Database,
  actor: Actor,
  rules: ShippingRulesInput,
  now = Date.now(),
) {
  const { stuckHours, westMin, westMax, eastMin, eastMax } = rules;
  const upsert = (key: string, value: string) =>
    db
      .insert(storeSettings)
      .values({ key, value, updatedAt: new Date(now), updatedBy: actor.id })
      .onConflictDoUpdate({
        target: storeSettings.key,
        set: { value, updatedAt: new Date(now), updatedBy: actor.id },
      });
  await db.batch([
    upsert(KEYS.delivery, JSON.stringify({ westMin, westMax, eastMin, eastMax })),
    upsert(KEYS.stuckHours, String(stuckHours)),
    auditInsert(
      db,
      actor,
      {
        action: "SETTING_UPDATE",
        targetType: "setting",
        targetId: null,
        details: { keys: Object.values(KEYS), ...rules },
      },
      now,
    ),
  ]);
  return rules;
}
