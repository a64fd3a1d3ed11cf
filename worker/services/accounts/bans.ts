import { eq } from "drizzle-orm";
import type { z } from "zod";
import { type BanSchema, banDurationLabel, banExpiry } from "../../../app/schemas/admin/users";
import type { Database } from "../../db/client";
import { banLogs, users } from "../../db/schema";
import { type Actor, auditInsert } from "../audit/log";
import { ConflictError } from "../errors";
import { findUser, toAdminUserDto } from "./customers";
import { endAllSessionsWith } from "./rules";

// Banning ends every session and chat socket of the customer; the ban log keeps the history.

export async function banUser(
  db: Database,
  env: Env,
  {
    actor,
    id,
    input,
    now = Date.now(),
  }: { actor: Actor; id: number; input: z.output<typeof BanSchema>; now?: number },
) {
  const user = await findUser(db, id);
  if (user.deletedAt) throw new ConflictError("User is deleted");
  const expiresAt = banExpiry(input.banDuration, input.customHours, now);
  const duration = banDurationLabel(input.banDuration, input.customHours);
  await endAllSessionsWith(
    db,
    env,
    [
      db
        .update(users)
        .set({
          banned: true,
          banReason: input.reason,
          banExpiresAt: expiresAt === null ? null : new Date(expiresAt),
          updatedAt: new Date(now),
        })
        .where(eq(users.id, id)),
      db.insert(banLogs).values({
        userId: id,
        adminId: actor.id,
        reason: input.reason,
        banDuration: duration,
        banExpiresAt: expiresAt === null ? null : new Date(expiresAt),
        issuedAt: new Date(now),
      }),
      auditInsert(
        db,
        actor,
        {
          action: "USER_BAN",
          targetType: "user",
          targetId: id,
          details: {
            username: user.username,
            reason: input.reason,
            duration,
            expiresAt: expiresAt === null ? null : new Date(expiresAt).toISOString(),
          },
        },
        now,
      ),
    ],
    { userId: id, now },
  );
  return toAdminUserDto(await findUser(db, id), now);
}

export async function unbanUser(db: Database, actor: Actor, id: number, now = Date.now()) {
  const user = await findUser(db, id);
  if (!user.banned) throw new ConflictError("User is not banned");
  await db.batch([
    db
      .update(users)
      .set({ banned: false, banReason: null, banExpiresAt: null, updatedAt: new Date(now) })
      .where(eq(users.id, id)),
    auditInsert(
      db,
      actor,
      { action: "USER_UNBAN", targetType: "user", targetId: id, details: { username: user.username } },
      now,
    ),
  ]);
  return toAdminUserDto(await findUser(db, id), now);
}
