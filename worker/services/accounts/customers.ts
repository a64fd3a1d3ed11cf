import { and, eq, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import { listQuerySchema } from "../../../app/schemas/admin/common";
import type {
  AdminUserCreateSchema,
  AdminUserDto,
  AdminUserUpdateSchema,
} from "../../../app/schemas/admin/users";
import { isBanInForce } from "../../auth/ban";
import type { Database } from "../../db/client";
import { type UserRole, users } from "../../db/schema";
import { type Actor, auditInsert } from "../audit/log";
import { ConflictError, NotFoundError } from "../errors";
import { isUniqueViolation } from "../shared/db-errors";
import { listPage, pageOf } from "../shared/lists";
import { hashNewPassword } from "../shared/password-policy";
import { isReservedUsername } from "./auth";
import { erasedCustomerName, isErasedAccount } from "./deletion";
import { accountNameTaken, endAllSessionsWith } from "./rules";

export const UserListQuerySchema = listQuerySchema(
  ["id", "username", "email", "createdAt", "role"],
  "createdAt",
);

type UserRow = typeof users.$inferSelect;

export function toAdminUserDto(row: UserRow, now = Date.now()): AdminUserDto {
  const banned = isBanInForce(row, now);
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    // An account its owner deleted keeps no name: staff see which one it was, and nothing more.
    name: isErasedAccount(row)
      ? erasedCustomerName(row.id)
      : [row.firstName, row.lastName].filter(Boolean).join(" "),
    phone: row.phone,
    role: row.role,
    active: row.active,
    banned,
    banReason: banned ? row.banReason : null,
    banExpiresAt: banned && row.banExpiresAt ? row.banExpiresAt.toISOString() : null,
    deleted: row.deletedAt !== null,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    deletedBy: row.deletedBy,
    countryCode: row.countryCode,
    ipAddress: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listUsers(db: Database, query: z.output<typeof UserListQuerySchema>, now = Date.now()) {
  const { rows, total } = await listPage(db, users, query, {
    search: [users.username, users.email, users.firstName, users.lastName],
    sorts: {
      id: users.id,
      username: users.username,
      email: users.email,
      createdAt: users.createdAt,
      role: users.role,
    },
  });
  return pageOf(
    query,
    rows.map((r) => toAdminUserDto(r, now)),
    total,
  );
}

export async function findUser(db: Database, id: number): Promise<UserRow> {
  const row = await db.query.users.findFirst({ where: eq(users.id, id) });
  if (!row) throw new NotFoundError("User not found");
  return row;
}

async function assertUnique(
  db: Database,
  {
    username,
    email,
    exceptId,
    reservedUsername,
  }: { username: string; email: string; exceptId?: number; reservedUsername: string },
) {
  // The reserved super-admin name is labelled 'Super Admin' on its profile: nobody may take it.
  if (isReservedUsername(username, reservedUsername))
    throw new ConflictError("Username or email already exists");
  if (await accountNameTaken(db, { username, email }, exceptId))
    throw new ConflictError("Username or email already exists");
}

async function runUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError("Username or email already exists");
    throw error;
  }
}

export async function createUser(
  db: Database,
  actor: Actor,
  input: z.output<typeof AdminUserCreateSchema>,
  options: { reservedUsername: string; now?: number },
) {
  const now = options.now ?? Date.now();
  await assertUnique(db, {
    username: input.username,
    email: input.email,
    reservedUsername: options.reservedUsername,
  });
  const password = await hashNewPassword(input.password, "password");
  const at = new Date(now);
  await runUnique(() =>
    db.batch([
      db.insert(users).values({
        username: input.username,
        email: input.email,
        password,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        role: input.role,
        sessionsValidAfter: at,
        createdAt: at,
        updatedAt: at,
      }),
      auditInsert(
        db,
        actor,
        {
          action: "USER_CREATE",
          targetType: "user",
          targetId: sql`(select id from users where username = ${input.username})`,
          details: { username: input.username, email: input.email, role: input.role },
        },
        now,
      ),
    ]),
  );
  const row = await db.query.users.findFirst({ where: eq(users.username, input.username) });
  if (!row) throw new Error("created user not found");
  return toAdminUserDto(row, now);
}

export async function updateUser(
  db: Database,
  env: Env,
  {
    actor,
    id,
    input,
    reservedUsername,
    now = Date.now(),
  }: {
    actor: Actor;
    id: number;
    input: z.output<typeof AdminUserUpdateSchema>;
    reservedUsername: string;
    now?: number;
  },
) {
  const before = await findUser(db, id);
  await assertUnique(db, { username: input.username, email: input.email, exceptId: id, reservedUsername });
  // A new address, like a new password, ends the sessions and voids the links sent to the old one.
  const emailChanged = before.email.toLowerCase() !== input.email.toLowerCase();
  const password = input.password ? await hashNewPassword(input.password, "password") : undefined;
  const change = [
    db
      .update(users)
      .set({
        username: input.username,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        role: input.role,
        ...(password ? { password } : {}),
        updatedAt: new Date(now),
      })
      .where(eq(users.id, id)),
    auditInsert(
      db,
      actor,
      {
        action: "USER_UPDATE",
        targetType: "user",
        targetId: id,
        details: {
          username: input.username,
          email: input.email,
          role: input.role,
          passwordChanged: Boolean(password),
          emailChanged,
        },
      },
      now,
    ),
  ] as const;
  // A new password or address ends every session in the same batch; other edits are one batch.
  await runUnique(async () => {
    if (password || emailChanged) await endAllSessionsWith(db, env, change, { userId: id, now });
    else await db.batch(change);
  });
  return toAdminUserDto(await findUser(db, id), now);
}

export async function deleteUser(
  db: Database,
  env: Env,
  { actor, id, now = Date.now() }: { actor: Actor; id: number; now?: number },
) {
  const user = await findUser(db, id);
  if (user.deletedAt) throw new ConflictError("User is already deleted");
  await endAllSessionsWith(
    db,
    env,
    [
      db
        .update(users)
        .set({ deletedAt: new Date(now), deletedBy: actor.id, updatedAt: new Date(now) })
        .where(and(eq(users.id, id), isNull(users.deletedAt))),
      auditInsert(
        db,
        actor,
        { action: "USER_DELETE", targetType: "user", targetId: id, details: { username: user.username } },
        now,
      ),
    ],
    { userId: id, now },
  );
}

export async function changeUserPassword(
  db: Database,
  env: Env,
  {
    actor,
    id,
    newPassword,
    now = Date.now(),
  }: { actor: Actor; id: number; newPassword: string; now?: number },
) {
  const user = await findUser(db, id);
  const password = await hashNewPassword(newPassword, "newPassword");
  await endAllSessionsWith(
    db,
    env,
    [
      db
        .update(users)
        .set({ password, updatedAt: new Date(now) })
        .where(eq(users.id, id)),
      auditInsert(
        db,
        actor,
        {
          action: "USER_PASSWORD_CHANGE",
          targetType: "user",
          targetId: id,
          // That it changed, never the value or its hash.
          details: { username: user.username, passwordChanged: true },
        },
        now,
      ),
    ],
    { userId: id, now },
  );
}

export async function changeUserRole(
  db: Database,
  { actor, id, role, now = Date.now() }: { actor: Actor; id: number; role: UserRole; now?: number },
) {
  const user = await findUser(db, id);
  await db.batch([
    db
      .update(users)
      .set({ role, updatedAt: new Date(now) })
      .where(eq(users.id, id)),
    auditInsert(
      db,
      actor,
      {
        action: "USER_ROLE_CHANGE",
        targetType: "user",
        targetId: id,
        details: { username: user.username, from: user.role, to: role },
      },
      now,
    ),
  ]);
  return toAdminUserDto(await findUser(db, id), now);
}
