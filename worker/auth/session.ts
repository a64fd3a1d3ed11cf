import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { PublicUser } from "../../app/schemas/account";
import type { Database } from "../db/client";
import { preparedOnce } from "../db/prepared";
import { userSessions, users } from "../db/schema";
import { isBanInForce } from "./ban";
import { randomToken, sha256Hex } from "./tokens";

/**
 * Customer sessions (ARCHITECTURE.md "Sessions and security"). The cookie holds a random token;
 * D1 `user_sessions` and KV `session:<sha256>` hold only its hash. D1 is the authority: KV is a
 * cache for non-sensitive page rendering and may lag a revocation by up to a minute elsewhere.
 * The cookie itself (name, reading, writing) is the web edge's: worker/web/cookies/session-cookie.server.ts.
 */
export const REMEMBER_ME_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const BROWSER_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

type UserRow = typeof users.$inferSelect;
type SessionRow = typeof userSessions.$inferSelect;

export interface CustomerSession {
  /** sha256 of the cookie token, the key in D1 and KV. */
  tokenHash: string;
  user: PublicUser;
  expiresAt: number;
  createdAt: number;
  /** Remember me: a 30-day persistent cookie instead of a browser-session one. */
  persistent: boolean;
}

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    emailVerified: row.emailVerifiedAt != null,
  };
}

export const kvSessionKey = (tokenHash: string) => `session:${tokenHash}`;

/** A user may hold sessions at all: active, not soft-deleted, not under a running ban. */
function isUserAllowed(user: UserRow, now: number): boolean {
  if (!user.active || user.deletedAt !== null) return false;
  if (isBanInForce(user, now)) return false;
  return true;
}

/** The one validity rule for a customer session, shared by every sensitive check. */
function isSessionValid(session: SessionRow, user: UserRow, now: number): boolean {
  return (
    session.revokedAt === null &&
    session.expiresAt.getTime() > now &&
    session.createdAt.getTime() >= user.sessionsValidAfter.getTime() &&
    isUserAllowed(user, now)
  );
}

function toSession(session: SessionRow, user: UserRow): CustomerSession {
  const createdAt = session.createdAt.getTime();
  const expiresAt = session.expiresAt.getTime();
  return {
    tokenHash: session.sessionToken,
    user: toPublicUser(user),
    expiresAt,
    createdAt,
    persistent: expiresAt - createdAt > BROWSER_SESSION_TTL_MS,
  };
}

/**
 * KV is a cache: a failed write (KV's write limits, an outage) must not fail a login or a page,
 * since D1 stays authoritative. Logged by class only.
 */
async function cacheInKv(kv: KVNamespace, session: CustomerSession, now: number): Promise<void> {
  // KV refuses expirations under 60 s; the record's own expiresAt is checked on read anyway.
  const expirationTtl = Math.max(60, Math.ceil((session.expiresAt - now) / 1000));
  try {
    await kv.put(kvSessionKey(session.tokenHash), JSON.stringify(session), { expirationTtl });
  } catch (error) {
    console.error(
      JSON.stringify({ level: "warn", where: "session-kv-put", errorClass: (error as Error)?.name }),
    );
  }
}

/**
 * Where a session was started, for "Where you're signed in": the browser's User-Agent (capped) and
 * an approximate place (a city and country, never the address). The web edge reads both.
 */
export interface SessionDevice {
  userAgent: string | null;
  place: string | null;
}

/** last_seen_at is refreshed at most this often per session: one small write, not one per request. */
export const LAST_SEEN_EVERY_MS = 5 * 60 * 1000;

export interface IssuedSession {
  /** The secret for the browser's cookie (the edge writes it: sessionCookie). */
  token: string;
  session: CustomerSession;
  /** Remember me: the cookie outlives the browser session. */
  persistent: boolean;
}

/** Start a session for a user that has just proved who they are. */
export async function issueUserSession(
  db: Database,
  kv: KVNamespace,
  user: UserRow,
  options: { persistent: boolean; device?: SessionDevice; now?: number },
): Promise<IssuedSession> {
  const now = options.now ?? Date.now();
  const token = randomToken();
  const tokenHash = await sha256Hex(token);
  const expiresAt = now + (options.persistent ? REMEMBER_ME_TTL_MS : BROWSER_SESSION_TTL_MS);
  const [row] = await db
    .insert(userSessions)
    .values({
      userId: user.id,
      sessionToken: tokenHash,
      expiresAt: new Date(expiresAt),
      createdAt: new Date(now),
      userAgent: options.device?.userAgent ?? null,
      place: options.device?.place ?? null,
      lastSeenAt: new Date(now),
    })
    .returning();
  if (!row) throw new Error("Session insert returned nothing");
  const session = toSession(row, user);
  await cacheInKv(kv, session, now);
  return { token, session, persistent: options.persistent };
}

// Read on every signed-in request: its SQL is built once per isolate (the token hash is unique).
const sessionWithUserQuery = preparedOnce((db) =>
  db
    .select({ session: userSessions, user: users })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(eq(userSessions.sessionToken, sql.placeholder("tokenHash"))),
);

async function sessionWithUser(db: Database, tokenHash: string) {
  const [row] = await sessionWithUserQuery(db, { tokenHash });
  return row;
}

/** The authoritative check in D1, for every sensitive request. */
export async function lookupSessionInD1(
  db: Database,
  tokenHash: string,
  now = Date.now(),
): Promise<CustomerSession | null> {
  const row = await sessionWithUser(db, tokenHash);
  if (!row || !isSessionValid(row.session, row.user, now)) return null;
  await noteSessionSeen(db, row.session, now);
  return toSession(row.session, row.user);
}

/**
 * "Last seen" for the sessions list: written only when the stored value is older than
 * LAST_SEEN_EVERY_MS, and guarded in SQL as well, so that concurrent requests write it once.
 */
async function noteSessionSeen(db: Database, session: SessionRow, now: number): Promise<void> {
  const staleBefore = new Date(now - LAST_SEEN_EVERY_MS);
  if (session.lastSeenAt && session.lastSeenAt >= staleBefore) return;
  await db
    .update(userSessions)
    .set({ lastSeenAt: new Date(now) })
    .where(
      and(
        eq(userSessions.id, session.id),
        or(isNull(userSessions.lastSeenAt), lt(userSessions.lastSeenAt, staleBefore)),
      ),
    );
}

/** The ban that ended this session's user's sessions, if one is in force now (else null). */
export async function runningBanOfSession(
  db: Database,
  tokenHash: string,
  now = Date.now(),
): Promise<{ reason: string | null; banExpiresAt: string | null } | null> {
  const row = await sessionWithUser(db, tokenHash);
  if (!row || !isBanInForce(row.user, now)) return null;
  return { reason: row.user.banReason, banExpiresAt: row.user.banExpiresAt?.toISOString() ?? null };
}

export interface LookupOptions {
  /** false: a KV hit is trusted (non-sensitive pages only). Default true: D1 decides. */
  fresh?: boolean;
  now?: number;
}

/** The customer behind a session token (from the edge's cookie), or null. */
export async function lookupUserSessionByToken(
  db: Database,
  kv: KVNamespace,
  token: string | undefined,
  { fresh = true, now = Date.now() }: LookupOptions = {},
): Promise<CustomerSession | null> {
  if (!token) return null;
  const tokenHash = await sha256Hex(token);
  let cached: CustomerSession | null = null;
  if (!fresh) {
    cached = await kv.get<CustomerSession>(kvSessionKey(tokenHash), "json").catch(() => null);
    if (cached && cached.expiresAt > now && cached.tokenHash === tokenHash) return cached;
  }
  const session = await lookupSessionInD1(db, tokenHash, now);
  if (session && !fresh) await cacheInKv(kv, session, now);
  // Only a stale record is worth deleting: a bogus cookie has none, and costs no KV write.
  if (!session && cached) await kv.delete(kvSessionKey(tokenHash)).catch(() => {});
  return session;
}

/** Logout: end one session in D1 and drop its KV record. */
export async function revokeSession(
  db: Database,
  kv: KVNamespace,
  tokenHash: string,
  now = Date.now(),
): Promise<void> {
  await db
    .update(userSessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(userSessions.sessionToken, tokenHash), isNull(userSessions.revokedAt)));
  await forgetSessionsInKv(kv, [kvSessionKey(tokenHash)]);
}

/**
 * Statements that void every session of a user, to run in the same db.batch as the change that
 * requires it (ban, delete, password or e-mail change, deactivation), so the two cannot diverge.
 */
export function revokeUserSessionsStatements(db: Database, userId: number, now = Date.now()) {
  return [
    db
      .update(users)
      .set({ sessionsValidAfter: new Date(now), updatedAt: new Date(now) })
      .where(eq(users.id, userId)),
    db
      .update(userSessions)
      .set({ revokedAt: new Date(now) })
      .where(and(eq(userSessions.userId, userId), isNull(userSessions.revokedAt))),
  ] as const;
}

/** KV keys of a user's open sessions; read before the batch that revokes them. */
export async function openSessionKvKeys(db: Database, userId: number): Promise<string[]> {
  const open = await db
    .select({ tokenHash: userSessions.sessionToken })
    .from(userSessions)
    .where(and(eq(userSessions.userId, userId), isNull(userSessions.revokedAt)));
  return open.map(({ tokenHash }) => kvSessionKey(tokenHash));
}

/**
 * After D1 has revoked them, stop the edge from painting the navigation from the KV copies. D1's
 * revocation is what counts (every sensitive read asks D1), so KV failing here is logged, not
 * answered as an error: a copy left behind only names the customer in a cached page's header.
 */
export async function forgetSessionsInKv(kv: KVNamespace, keys: string[]): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => kv.delete(key)));
  if (results.some((result) => result.status === "rejected")) {
    console.error(JSON.stringify({ level: "warn", where: "session-kv-delete", failed: keys.length }));
  }
}
