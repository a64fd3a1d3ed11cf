import { and, eq, inArray, isNull, ne, type SQL } from "drizzle-orm";
import type { SignedInSession } from "../../../app/schemas/sessions";
import type { Database } from "../../db/client";
import { adminSessions } from "../../db/schema";
import { openSessions, signedInSessions } from "../accounts/sessions";
import { type Actor, auditInsert } from "../audit/log";
import { disconnectStaffSession } from "../chat/live";
import { NotFoundError } from "../errors";

// "Where you're signed in" for staff (My account): their own open sessions, and ending them.
// Each ending is a change to a staff account, so it writes one audit row in the same batch.

function openStaffSessions(db: Database, adminId: number, now: number, extra?: SQL) {
  return openSessions(db, { kind: "staff", id: adminId }, now, extra);
}

export function listStaffSessions(
  db: Database,
  adminId: number,
  currentHash: string | null,
  now = Date.now(),
): Promise<SignedInSession[]> {
  return signedInSessions(db, { kind: "staff", id: adminId }, currentHash, now);
}

/** Revoke these sessions with one audit row, then close the chat sockets they opened. */
async function endStaffSessions(
  db: Database,
  env: Env,
  {
    actor,
    ended,
    description,
    now,
  }: { actor: Actor; ended: { id: number; sessionToken: string }[]; description: string; now: number },
): Promise<void> {
  const ids = ended.map((row) => row.id);
  await db.batch([
    db
      .update(adminSessions)
      .set({ revokedAt: new Date(now) })
      .where(and(inArray(adminSessions.id, ids), isNull(adminSessions.revokedAt))),
    auditInsert(
      db,
      actor,
      {
        action: "STAFF_SESSION_END",
        targetType: "admin_user",
        targetId: actor.id,
        details: { description, sessionIds: ids },
      },
      now,
    ),
  ]);
  await Promise.all(ended.map((row) => disconnectStaffSession(env, db, row.sessionToken)));
}

/** End one of the staff member's own open sessions (another member's id is "not found"). */
export async function endStaffSession(
  db: Database,
  env: Env,
  {
    actor,
    sessionId,
    currentHash,
    now = Date.now(),
  }: { actor: Actor; sessionId: number; currentHash: string | null; now?: number },
): Promise<{ current: boolean }> {
  const [target] = await openStaffSessions(db, actor.id, now, eq(adminSessions.id, sessionId));
  if (!target) throw new NotFoundError("Session not found");
  await endStaffSessions(db, env, { actor, ended: [target], description: "Ended one of own sessions", now });
  return { current: target.sessionToken === currentHash };
}

/** "Sign out everywhere else" for staff: every open session but this browser's. */
export async function endOtherStaffSessions(
  db: Database,
  env: Env,
  { actor, currentHash, now = Date.now() }: { actor: Actor; currentHash: string; now?: number },
): Promise<{ ended: number }> {
  const others = await openStaffSessions(db, actor.id, now, ne(adminSessions.sessionToken, currentHash));
  if (others.length === 0) return { ended: 0 };
  await endStaffSessions(db, env, { actor, ended: others, description: "Signed out everywhere else", now });
  return { ended: others.length };
}
