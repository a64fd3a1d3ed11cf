import { and, desc, eq, gt, gte, isNull, ne } from "drizzle-orm";
import type { SignedInSession } from "../../../app/schemas/sessions";
import { forgetSessionsInKv, kvSessionKey, revokeSession } from "../../auth/session";
import type { Database } from "../../db/client";
import { userSessions, users } from "../../db/schema";
import { disconnectCustomerSession } from "../chat/live";
import { NotFoundError } from "../errors";
import { deviceName } from "./device-name";

// "Where you're signed in" for customers: the open sessions of one account, and ending them. A
// session id that is not the customer's own (or no longer open) is "not found", like no session.

export const UNKNOWN_PLACE = "Unknown location";

interface SessionColumns {
  id: number;
  sessionToken: string;
  userAgent: string | null;
  place: string | null;
  lastSeenAt: Date | null;
  createdAt: Date;
}

/** The list entry of one session (customer or staff): no token, no address. */
export function toSignedInSession(row: SessionColumns, currentHash: string | null): SignedInSession {
  return {
    id: row.id,
    device: deviceName(row.userAgent),
    place: row.place ?? UNKNOWN_PLACE,
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    current: row.sessionToken === currentHash,
  };
}

/** Sessions that still sign this customer in: not revoked, not expired, not voided wholesale. */
export function openSessionsOf(db: Database, userId: number, now: number) {
  return db
    .select({
      id: userSessions.id,
      sessionToken: userSessions.sessionToken,
      userAgent: userSessions.userAgent,
      place: userSessions.place,
      lastSeenAt: userSessions.lastSeenAt,
      createdAt: userSessions.createdAt,
    })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(
      and(
        eq(userSessions.userId, userId),
        isNull(userSessions.revokedAt),
        gt(userSessions.expiresAt, new Date(now)),
        gte(userSessions.createdAt, users.sessionsValidAfter),
      ),
    )
    .orderBy(desc(userSessions.lastSeenAt), desc(userSessions.id));
}

export async function listCustomerSessions(
  db: Database,
  userId: number,
  currentHash: string,
  now = Date.now(),
): Promise<SignedInSession[]> {
  const rows = await openSessionsOf(db, userId, now);
  const items = rows.map((row) => toSignedInSession(row, currentHash));
  // This device first: it is the one the customer recognises.
  return [...items.filter((s) => s.current), ...items.filter((s) => !s.current)];
}

/** End one session in D1 and KV and close the chat sockets it opened. */
async function endByHash(db: Database, env: Env, tokenHash: string, now: number): Promise<void> {
  await revokeSession(db, env.SESSIONS, tokenHash, now);
  await disconnectCustomerSession(env, db, tokenHash);
}

/** The customer asking, and the hash of the session token their browser holds. */
interface AskingSession {
  userId: number;
  currentHash: string;
  now?: number;
}

/** End one of the customer's own open sessions; answers whether it was the asking browser's. */
export async function endCustomerSession(
  db: Database,
  env: Env,
  sessionId: number,
  { userId, currentHash, now = Date.now() }: AskingSession,
): Promise<{ current: boolean }> {
  const rows = await openSessionsOf(db, userId, now);
  const target = rows.find((row) => row.id === sessionId);
  if (!target) throw new NotFoundError("Session not found");
  await endByHash(db, env, target.sessionToken, now);
  return { current: target.sessionToken === currentHash };
}

/** "Sign out everywhere else": every open session of the customer but the asking one. */
export async function endOtherCustomerSessions(
  db: Database,
  env: Env,
  { userId, currentHash, now = Date.now() }: AskingSession,
): Promise<{ ended: number }> {
  const othersOpen = and(
    eq(userSessions.userId, userId),
    isNull(userSessions.revokedAt),
    ne(userSessions.sessionToken, currentHash),
  );
  const others = await db.select({ hash: userSessions.sessionToken }).from(userSessions).where(othersOpen);
  if (others.length === 0) return { ended: 0 };
  await db
    .update(userSessions)
    .set({ revokedAt: new Date(now) })
    .where(othersOpen);
  await forgetSessionsInKv(
    env.SESSIONS,
    others.map(({ hash }) => kvSessionKey(hash)),
  );
  await Promise.all(others.map(({ hash }) => disconnectCustomerSession(env, db, hash)));
  return { ended: others.length };
}
