import { sql } from "drizzle-orm";
import { users } from "../db/schema";

type BanFields = Pick<typeof users.$inferSelect, "banned" | "banExpiresAt">;

/** The one ban-in-force rule: banned, and either for good or until a moment still ahead. */
export function isBanInForce(user: BanFields, now: number): boolean {
  return user.banned && (user.banExpiresAt === null || user.banExpiresAt.getTime() > now);
}

/** The same rule as SQL over `users`, for counts and filters; keep the two in step. */
export function banInForceSql(now: number) {
  return sql`(${users.banned} = 1 and (${users.banExpiresAt} is null or ${users.banExpiresAt} > ${now}))`;
}
