import { eq } from "drizzle-orm";
import { type HoldRule, HoldRuleSchema } from "../../../app/schemas/admin/settings";
import type { Database } from "../../db/client";
import { storeSettings } from "../../db/schema";
import { type Actor, auditInsert } from "../audit/log";

const HOLD_RULE_KEY = "checkout_hold_rule";

/** What migration 0030 seeds: 2 units or 20 % of the stock, whichever is more; 15 minutes' cool-down. */
const DEFAULT_HOLD_RULE: HoldRule = { minUnits: 2, sharePercent: 20, cooldownMinutes: 15 };

/** The rule's row, for a caller's own D1 batch (the cart page's); read it with holdRuleOf. */
export const holdRuleQuery = (db: Database) =>
  db
    .select({ value: storeSettings.value })
    .from(storeSettings)
    .where(eq(storeSettings.key, HOLD_RULE_KEY))
    .limit(1);

/** The staff-set rule; the default when the row is missing or no longer parses. */
export async function readHoldRule(db: Database): Promise<HoldRule> {
  const [row] = await holdRuleQuery(db);
  return holdRuleOf(row);
}

/** The rule a row says; the default when there is none or it no longer parses. */
export function holdRuleOf(row: { value: string } | undefined): HoldRule {
  if (!row) return DEFAULT_HOLD_RULE;
  try {
    const parsed = HoldRuleSchema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : DEFAULT_HOLD_RULE;
  } catch {
    return DEFAULT_HOLD_RULE;
  }
}

/**
 * How many units of a plan with `stock` units on hand (held or not) one order, one account and one
 * client may hold unpaid: the greater of the two, the share rounded down, never below 1. The same
 * arithmetic runs in SQL inside the checkout's batch (hold-caps.ts: `capSql`).
 */
export function holdCap(stock: number, rule: HoldRule): number {
  return Math.max(1, rule.minUnits, Math.floor((Math.max(0, stock) * rule.sharePercent) / 100));
}

/** Staff change the rule (audited in the same batch). */
export async function saveHoldRule(db: Database, actor: Actor, rule: HoldRule, now = Date.now()) {
  const value = JSON.stringify(rule);
  await db.batch([
    db
      .insert(storeSettings)
      .values({ key: HOLD_RULE_KEY, value, updatedAt: new Date(now), updatedBy: actor.id })
      .onConflictDoUpdate({
        target: storeSettings.key,
        set: { value, updatedAt: new Date(now), updatedBy: actor.id },
      }),
    auditInsert(
      db,
      actor,
      {
        action: "SETTING_UPDATE",
        targetType: "setting",
        targetId: null,
        details: { key: HOLD_RULE_KEY, ...rule },
      },
      now,
    ),
  ]);
  return rule;
}
