import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { type Actor, auditInsert } from "../audit/log";
import { NotFoundError } from "../errors";
import { creditSummary, grantStatement } from "./ledger";

async function customerOrNotFound(db: Database, userId: number) {
  const user = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .get();
  if (!user) throw new NotFoundError("User not found");
}

/** A customer's balance and statement, for the back office. */
export async function customerCredit(db: Database, userId: number, now = Date.now()) {
  await customerOrNotFound(db, userId);
  return creditSummary(db, userId, now, { staff: true });
}

/** Staff give credit with their reason: the grant and its audit row in one batch. */
export async function grantGoodwill(
  db: Database,
  actor: Actor,
  grant: { userId: number; amount: number; reason: string; now?: number },
) {
  const { userId, amount, reason, now = Date.now() } = grant;
  await customerOrNotFound(db, userId);
  await db.batch([
    grantStatement(
      db,
      { userId, kind: "goodwill", amountSen: amount, note: reason, grantedBy: actor.id },
      now,
    ),
    auditInsert(
      db,
      actor,
      {
        action: "CREDIT_GRANT",
        targetType: "user",
        targetId: userId,
        details: { amountSen: amount, reason },
      },
      now,
    ),
  ]);
  return creditSummary(db, userId, now, { staff: true });
}
