import { eq } from "drizzle-orm";
import { verifyPassword } from "../../auth/password";
import type { Database } from "../../db/client";
import { adminUsers } from "../../db/schema";
import { AUTH_RATE_LIMITS, enforceLimits } from "../accounts/auth";
import type { Actor } from "../audit/log";
import { InvalidError, NotFoundError } from "../errors";
import { rateLimitBucket } from "../shared/client-bucket";

/**
 * A staff member proving it is them before a two-factor change. Each check costs a full hash and a
 * stolen session could guess at leisure: counted per account and per client (the address's /64)
 * with the customers' password-check limits, before any hashing.
 */
export async function checkOwnPassword(
  db: Database,
  actor: Actor,
  password: string,
  now: number,
): Promise<typeof adminUsers.$inferSelect> {
  await enforceLimits(
    db,
    [
      [AUTH_RATE_LIMITS.passwordCheckAccount, `staff:${actor.id}`],
      [AUTH_RATE_LIMITS.passwordCheckClient, rateLimitBucket(actor.ip ?? "unknown")],
    ],
    now,
  );
  const admin = await db.query.adminUsers.findFirst({ where: eq(adminUsers.id, actor.id) });
  if (!admin) throw new NotFoundError("Staff account not found");
  if (!(await verifyPassword(password, admin.password))) {
    throw new InvalidError("Current password is incorrect", { field: "password" });
  }
  return admin;
}
