import { lt } from "drizzle-orm";
import { createDb } from "./db/client";
import { rateLimits } from "./db/schema";

/**
 * The cron trigger (wrangler.toml `[triggers]`): housekeeping that no request pays for.
 * Rate-limit windows that have ended are deleted; every unknown login name adds one, so without
 * this the table only grows. A window that ended is worth nothing: the next hit starts afresh.
 */
export async function deleteExpiredRateLimits(
  db: ReturnType<typeof createDb>,
  now = Date.now(),
): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowEndsAt, now))
    .returning({ key: rateLimits.key });
  return deleted.length;
}

export const scheduled: ExportedHandlerScheduledHandler<Env> = async (controller, env) => {
  await deleteExpiredRateLimits(createDb(env.DB), controller.scheduledTime);
};
