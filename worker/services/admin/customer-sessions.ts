import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { userSessions, users } from "../../db/schema";

/**
 * Statements that void every session of a customer, for the same db.batch as the change that
 * requires it (ban, delete, password change, deactivation). D1 is the authority; the KV copies are
 * removed afterwards by `forgetCustomerSessionsInKv` so the edge stops serving them too.
 */
export function revokeCustomerSessionsStatements(db: Database, userId: number, now = Date.now()) {
  return [
    db
      .update(users)
      .set({ sessionsValidAfter: new Date(now) })
      .where(eq(users.id, userId)),
    db
      .update(userSessions)
      .set({ revokedAt: new Date(now) })
      .where(and(eq(userSessions.userId, userId), isNull(userSessions.revokedAt))),
  ] as const;
}

/** The stored session token hashes of a user, read before the batch that revokes them. */
export async function customerSessionKeys(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .select({ token: userSessions.sessionToken })
    .from(userSessions)
    .where(eq(userSessions.userId, userId));
  return rows.map((r) => `session:${r.token}`);
}

export async function forgetCustomerSessionsInKv(kv: KVNamespace, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => kv.delete(key)));
}
