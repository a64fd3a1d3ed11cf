import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rateLimits } from "../../db/schema";

export interface RateLimitRule {
  /** What is being limited, e.g. "login:ip" or "contact:ip". */
  scope: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Count one hit against a fixed window in D1. One atomic upsert, so concurrent requests in
 * different isolates cannot both slip under the limit. Call it before any expensive work.
 */
export async function hitRateLimit(
  db: Database,
  rule: RateLimitRule,
  subject: string,
  now = Date.now(),
): Promise<RateLimitResult> {
  const key = `${rule.scope}:${subject}`;
  const windowEndsAt = now + rule.windowMs;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowEndsAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowEndsAt} <= ${now} then 1 else ${rateLimits.count} + 1 end`,
        windowEndsAt: sql`case when ${rateLimits.windowEndsAt} <= ${now} then ${windowEndsAt} else ${rateLimits.windowEndsAt} end`,
      },
    })
    .returning({ count: rateLimits.count, windowEndsAt: rateLimits.windowEndsAt });
  const count = row?.count ?? 1;
  const endsAt = row?.windowEndsAt ?? windowEndsAt;
  return { allowed: count <= rule.limit, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now) / 1000)) };
}

/**
 * Take back one hit (a login that turned out right): only failures should use up a limit, but the
 * hit is counted before the password is checked so that refused guesses cost no hashing.
 */
export async function undoRateLimitHit(db: Database, rule: RateLimitRule, subject: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`max(${rateLimits.count} - 1, 0)` })
    .where(sql`${rateLimits.key} = ${`${rule.scope}:${subject}`}`);
}

/** "42 seconds" or "15 minutes": how long a refused caller waits, in words. */
export function waitInWords(retryAfterSeconds: number): string {
  return retryAfterSeconds < 60
    ? `${retryAfterSeconds} seconds`
    : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
}

export function rateLimitMessage(retryAfterSeconds: number): string {
  return `Too many attempts. Please try again in ${waitInWords(retryAfterSeconds)}.`;
}
