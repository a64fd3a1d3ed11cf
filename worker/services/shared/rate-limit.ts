import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rateLimits } from "../../db/schema";
import { RateLimitedError } from "../errors";

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

const limitKey = (rule: RateLimitRule, subject: string) => `${rule.scope}:${subject}`;

/**
 * The statement that counts one hit against a fixed window in D1, unawaited so that it can ride in
 * a batch beside the work it guards. One atomic upsert, so concurrent requests in different
 * isolates cannot both slip under the limit.
 */
export function rateLimitHit(db: Database, rule: RateLimitRule, subject: string, now: number) {
  const windowEndsAt = now + rule.windowMs;
  return db
    .insert(rateLimits)
    .values({ key: limitKey(rule, subject), count: 1, windowEndsAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowEndsAt} <= ${now} then 1 else ${rateLimits.count} + 1 end`,
        windowEndsAt: sql`case when ${rateLimits.windowEndsAt} <= ${now} then ${windowEndsAt} else ${rateLimits.windowEndsAt} end`,
      },
    })
    .returning({ count: rateLimits.count, windowEndsAt: rateLimits.windowEndsAt });
}

/** What the hit just counted allows. */
export function rateLimitOutcome(
  rule: RateLimitRule,
  row: { count: number; windowEndsAt: number } | undefined,
  now: number,
): RateLimitResult {
  const count = row?.count ?? 1;
  const endsAt = row?.windowEndsAt ?? now + rule.windowMs;
  return { allowed: count <= rule.limit, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now) / 1000)) };
}

/** The subject's current window as counted so far (undefined when none is open). */
export function rateLimitWindow(db: Database, rule: RateLimitRule, subject: string, now = Date.now()) {
  return db
    .select({ count: rateLimits.count, windowEndsAt: rateLimits.windowEndsAt })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${limitKey(rule, subject)} and ${rateLimits.windowEndsAt} > ${now}`)
    .get();
}

/**
 * Where a subject's window stands, without counting a hit: for limits that count only failures
 * (a wrong guess) but must refuse every try, right ones included, once they are used up.
 */
export async function rateLimitStanding(
  db: Database,
  rule: RateLimitRule,
  subject: string,
  now = Date.now(),
): Promise<RateLimitResult> {
  const row = await rateLimitWindow(db, rule, subject, now);
  if (!row) return { allowed: true, retryAfterSeconds: 0 };
  return { ...rateLimitOutcome(rule, row, now), allowed: row.count < rule.limit };
}

/** Count one hit against a fixed window in D1. Call it before any expensive work. */
export async function hitRateLimit(
  db: Database,
  rule: RateLimitRule,
  subject: string,
  now = Date.now(),
): Promise<RateLimitResult> {
  const [row] = await rateLimitHit(db, rule, subject, now);
  return rateLimitOutcome(rule, row, now);
}

/** How a refusal reads: the message (the standard "Too many attempts…" by default) and its fields. */
export interface RateLimitRefusal {
  now?: number;
  message?: string | ((retryAfterSeconds: number) => string);
  extra?: (retryAfterSeconds: number) => Record<string, unknown>;
  /** Work to do before refusing (telling an account's owner of the guesses). */
  beforeRefusing?: () => Promise<void>;
}

/**
 * The one way a limit refuses: count one hit against the rule's window for `subject`, and throw a
 * RateLimitedError (429 with Retry-After at the edge) when it is used up. Call it before any
 * expensive work. Limits that only stop quietly (a capped e-mail) use `hitRateLimit` and read
 * `allowed` instead.
 */
export async function enforceRateLimit(
  db: Database,
  rule: RateLimitRule,
  subject: string,
  refusal: RateLimitRefusal = {},
): Promise<void> {
  const { allowed, retryAfterSeconds: wait } = await hitRateLimit(db, rule, subject, refusal.now);
  if (allowed) return;
  await refusal.beforeRefusing?.();
  const message = typeof refusal.message === "function" ? refusal.message(wait) : refusal.message;
  throw new RateLimitedError(message ?? rateLimitMessage(wait), wait, refusal.extra?.(wait) ?? {});
}

/**
 * Take back one hit (a login that turned out right): only failures should use up a limit, but the
 * hit is counted before the password is checked so that refused guesses cost no hashing.
 */
export async function undoRateLimitHit(db: Database, rule: RateLimitRule, subject: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`max(${rateLimits.count} - 1, 0)` })
    .where(sql`${rateLimits.key} = ${limitKey(rule, subject)}`);
}

/** "42 seconds" or "15 minutes": how long a refused caller waits, in words. */
export function waitInWords(retryAfterSeconds: number): string {
  return retryAfterSeconds < 60
    ? `${retryAfterSeconds} seconds`
    : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
}

function rateLimitMessage(retryAfterSeconds: number): string {
  return `Too many attempts. Please try again in ${waitInWords(retryAfterSeconds)}.`;
}
