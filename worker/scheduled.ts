import { lt } from "drizzle-orm";
import { ADMIN_SESSION_TTL_MS } from "./auth/admin-session";
import { createDb } from "./db/client";
import { rateLimits } from "./db/schema";
import { readConfig } from "./env";
import { esimSupplierFor } from "./integrations/esim";
import { checkUsageAlerts } from "./services/alerts/check";
import { forgetExpiredStaffSockets } from "./services/chat/live";
import { forgetIdleVisitorRooms } from "./services/chat/visitors";
import { releaseExpiredOrders } from "./services/checkout/cancel";
import { grantReferralRewards } from "./services/credit/referral";
import { refreshDevices } from "./services/devices/refresh";
import { requeueStalledWork } from "./services/fulfilment/requeue-stalled";

/**
 * The cron trigger (wrangler.toml `[triggers]`): housekeeping that no request pays for, and the
 * safety net that hands stalled fulfilment and e-mail work back to the queues (services/recovery)
 * and gives back the stock of checkouts whose expiry passed without Stripe telling us.
 * Rate-limit windows that have ended are deleted; every unknown login name adds one, so without
 * this the table only grows. A window that ended is worth nothing: the next hit starts afresh.
 */
async function deleteExpiredRateLimits(db: ReturnType<typeof createDb>, now = Date.now()): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowEndsAt, now))
    .returning({ key: rateLimits.key });
  return deleted.length;
}

/** wrangler.toml's daily trigger: the supplier's phone list changes a few times a month at most. */
const DAILY_CRON = "43 3 * * *";

export const scheduled: ExportedHandlerScheduledHandler<Env> = async (controller, env) => {
  const db = createDb(env.DB);
  const at = controller.scheduledTime;
  const jobs =
    controller.cron === DAILY_CRON
      ? [
          Promise.resolve().then(() =>
            refreshDevices(db, esimSupplierFor(readConfig(env), env.SUPPLIER_KV), at),
          ),
        ]
      : [
          deleteExpiredRateLimits(db, at),
          requeueStalledWork(env, db, at),
          forgetExpiredStaffSockets(db, ADMIN_SESSION_TTL_MS, at),
          forgetIdleVisitorRooms(env, db, at),
          releaseExpiredOrders(db, env, at),
          // Referral rewards fall due 7 days after the friend paid; granted once per order.
          grantReferralRewards(db, at),
          // The demo supplier sends no usage webhooks: its alerts come from reading usage here.
          Promise.resolve().then(() =>
            checkUsageAlerts(
              { db, env, supplier: esimSupplierFor(readConfig(env), env.SUPPLIER_KV) },
              { now: at },
            ),
          ),
        ];
  // Each job runs even when the other fails; the run still reports the failure.
  const results = await Promise.allSettled(jobs);
  const failures = results.filter((r) => r.status === "rejected").map((r) => r.reason);
  if (failures.length > 0) throw new AggregateError(failures, "Scheduled housekeeping failed");
};
