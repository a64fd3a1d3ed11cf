import { and, eq, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { forgetSessionsInKv, openSessionKvKeys, revokeUserSessionsStatements } from "../../auth/session";
import type { Database } from "../../db/client";
import { authTokens, users } from "../../db/schema";
import { customerChatRooms, disconnectCustomerSockets } from "../chat/live";

// Rules about customer accounts that several services apply: each lives here once, so no two services can disagree.

/**
 * The one username/e-mail uniqueness rule: compared without case, against every other account
 * (deleted ones included, as their rows keep the names). The unique indexes stay the last word
 * when two writes race (`isUniqueViolation` in ../shared/db-errors reads their refusal).
 */
export async function accountNameTaken(
  db: Database,
  names: { username?: string; email?: string },
  exceptUserId?: number,
): Promise<boolean> {
  const clauses: SQL[] = [];
  if (names.username !== undefined)
    clauses.push(sql`lower(${users.username}) = ${names.username.toLowerCase()}`);
  if (names.email !== undefined) clauses.push(sql`lower(${users.email}) = ${names.email.toLowerCase()}`);
  if (clauses.length === 0) return false;
  const clash = await db
    .select({ id: users.id })
    .from(users)
    .where(and(or(...clauses), exceptUserId === undefined ? undefined : ne(users.id, exceptUserId)))
    .get();
  return clash !== undefined;
}

type Statement = BatchItem<"sqlite">;

/**
 * The one "end all sessions" of a customer: `change` (the write that requires it: a ban, a new
 * password or e-mail, a reset, a deletion) and the revocation run in the same D1 batch, so they
 * happen together or not at all; then the KV copies go and any live chat socket is closed. Every
 * reset and verification link still outstanding dies in the same batch: a link sent before the
 * change must not undo it.
 */
export async function endAllSessionsWith(
  db: Database,
  env: Env,
  change: readonly Statement[],
  { userId, now = Date.now() }: { userId: number; now?: number },
): Promise<void> {
  // Read first: the change may erase the rooms (a deletion), and their sockets must still close.
  const [keys, rooms] = await Promise.all([openSessionKvKeys(db, userId), customerChatRooms(db, userId)]);
  const statements: Statement[] = [
    ...change,
    ...revokeUserSessionsStatements(db, userId, now),
    db
      .update(authTokens)
      .set({ usedAt: new Date(now) })
      .where(and(eq(authTokens.userId, userId), isNull(authTokens.usedAt))),
  ];
  await db.batch(statements as [Statement, ...Statement[]]);
  await forgetSessionsInKv(env.SESSIONS, keys);
  await disconnectCustomerSockets(env, rooms, userId);
}
