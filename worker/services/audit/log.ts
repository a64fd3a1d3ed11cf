import type { SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { auditLogs } from "../../db/schema";

/** Who did something and from where; passed to every admin service mutation. */
export interface Actor {
  id: number;
  ip: string | null;
  userAgent: string | null;
}

export interface AuditEntry {
  action: string;
  targetType: string;
  /** A number, or SQL resolved inside the same batch (e.g. the id of the row just inserted). */
  targetId: number | SQL | null;
  details?: Record<string, unknown>;
}

const SECRET_KEYS = /password|token|hash|secret/i;

/**
 * Secrets never reach the audit log. A boolean saying that a password changed is not a secret
 * (SPEC.md: the change is audited, never the value), so `passwordChanged: true` survives.
 */
function scrub(details: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(details).filter(([key, value]) => typeof value === "boolean" || !SECRET_KEYS.test(key)),
  );
}

/**
 * The audit row for one mutation, to go in the same db.batch as the change. Audit rows are only
 * ever inserted: nothing in the code updates or deletes them.
 */
export function auditInsert(db: Database, actor: Actor, entry: AuditEntry, now = Date.now()) {
  return db.insert(auditLogs).values({
    adminId: actor.id,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: JSON.stringify(scrub(entry.details ?? {})),
    ipAddress: actor.ip,
    userAgent: actor.userAgent,
    createdAt: new Date(now),
  });
}
