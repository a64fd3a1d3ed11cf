import { and, desc, eq, gt, gte, isNull, ne, type SQL } from "drizzle-orm";
import type { SignedInSession } from "../../../app/schemas/sessions";
import { forgetSessionsInKv, kvSessionKey, revokeSession } from "../../auth/session";
import type { Database } from "../../db/client";
import { adminSessions, adminUsers, userSessions, users } from "../../db/schema";
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

/** Where each kind of account keeps its sessions: the same columns, the owner named differently. */
const SESSION_TABLES = {
  customer: { sessions: userSessions, owner: userSessions.userId, accounts: users, accountId: users.id },
  staff: {
    sessions: adminSessions,
    owner: adminSessions.adminId,
    accounts: adminUsers,
    accountId: adminUsers.id,
  },
} as const;

/** Whose sessions: a customer's (users.id) or a staff member's (admin_users.id). */
export interface SessionOwner {
  kind: keyof typeof SESSION_TABLES;
  id: number;
}

/**
 * The one query of "where you're signed in", for customers and staff: the sessions that still sign
 * the account in (not revoked, not expired, not voided wholesale), latest seen first; `extra`
 * narrows it (one session, all but this one).
 */
export function openSessions(db: Database, whose: SessionOwner, now: number, extra?: SQL) {
  // The two tables have the same columns; the query is typed by the customers' one.
  const { sessions, owner, accounts, accountId } = SESSION_TABLES[
    whose.kind
  ] as (typeof SESSION_TABLES)["customer"];
  return db
    .select({
      id: sessions.id,
      sessionToken: sessions.sessionToken,
      userAgent: sessions.userAgent,
      place: sessions.place,
      lastSeenAt: sessions.lastSeenAt,
      createdAt: sessions.createdAt,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accountId, owner))
    .where(
      and(
        eq(owner, whose.id),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date(now)),
        gte(sessions.createdAt, accounts.sessionsValidAfter),
        extra,
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

/** Sessions that still sign this customer in. */
export function openSessionsOf(db: Database, userId: number, now: number) {
  return openSessions(db, { kind: "customer", id: userId }, now);
}

/** The list a person reads, customer or staff: this device first, as it is the one they recognise. */
export async function signedInSessions(
  db: Database,
  whose: SessionOwner,
  currentHash: string | null,
  now: number,
): Promise<SignedInSession[]> {
  const rows = await openSessions(db, whose, now);
  const items = rows.map((row) => toSignedInSession(row, currentHash));
  return [...items.filter((s) => s.current), ...items.filter((s) => !s.current)];
}

export async function listCustomerSessions(
  db: Database,
  userId: number,
  currentHash: string,
  now = Date.now(),
): Promise<SignedInSession[]> {
  return signedInSessions(db, { kind: "customer", id: userId }, currentHash, now);
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
