import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type {
  StaffCreateSchema,
  StaffMember,
  StaffPermissionsSchema,
} from "../../../app/schemas/admin/settings";
import { hashPassword } from "../../auth/password";
import type { Database } from "../../db/client";
import { adminPermissions, adminSessions, adminUsers } from "../../db/schema";
import { type Actor, auditInsert } from "../audit/log";
import { disconnectStaffSockets } from "../chat/live";
import { ConflictError, NotFoundError } from "../errors";
import { isUniqueViolation } from "../shared/db-errors";
import { refuseCommonPassword } from "../shared/password-policy";
import { PERMISSIONS, permissionMap } from "./permissions";

export async function listStaff(db: Database): Promise<StaffMember[]> {
  const rows = await db
    .select({ admin: adminUsers, permissions: adminPermissions })
    .from(adminUsers)
    .leftJoin(adminPermissions, eq(adminPermissions.adminId, adminUsers.id))
    .orderBy(asc(adminUsers.id));
  return rows.map(({ admin, permissions }) => ({
    id: admin.id,
    username: admin.username,
    email: admin.email,
    role: admin.role,
    isSuperAdmin: admin.isSuperAdmin,
    active: admin.active,
    createdAt: admin.createdAt.toISOString(),
    permissions: permissionMap(permissions, false),
  }));
}

export async function createStaff(
  db: Database,
  actor: Actor,
  input: z.output<typeof StaffCreateSchema>,
  now = Date.now(),
) {
  refuseCommonPassword(input.password, "password");
  const password = await hashPassword(input.password);
  const idByName = sql`(select id from admin_users where username = ${input.username})`;
  try {
    await db.batch([
      db.insert(adminUsers).values({
        username: input.username,
        email: input.email,
        password,
        role: input.role,
        isSuperAdmin: false,
        createdAt: new Date(now),
        sessionsValidAfter: new Date(now),
      }),
      db.insert(adminPermissions).values({ adminId: idByName, ...input.permissions }),
      auditInsert(
        db,
        actor,
        {
          action: "STAFF_CREATE",
          targetType: "admin_user",
          targetId: idByName,
          details: { username: input.username, role: input.role, permissions: input.permissions },
        },
        now,
      ),
    ]);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ConflictError("A staff account with this username or email already exists");
    throw error;
  }
  return (await listStaff(db)).find((s) => s.username === input.username);
}

async function findStaff(db: Database, id: number) {
  const row = await db.query.adminUsers.findFirst({ where: eq(adminUsers.id, id) });
  if (!row) throw new NotFoundError("Staff account not found");
  if (row.isSuperAdmin) throw new ConflictError("A super admin's access cannot be changed here");
  return row;
}

export async function setStaffPermissions(
  db: Database,
  env: Env,
  {
    actor,
    id,
    permissions,
    now = Date.now(),
  }: {
    actor: Actor;
    id: number;
    permissions: z.output<typeof StaffPermissionsSchema>["permissions"];
    now?: number;
  },
) {
  const staff = await findStaff(db, id);
  const flags = Object.fromEntries(PERMISSIONS.map((name) => [name, Boolean(permissions[name])]));
  await db.batch([
    db
      .insert(adminPermissions)
      .values({ adminId: id, ...flags, updatedAt: new Date(now) })
      .onConflictDoUpdate({ target: adminPermissions.adminId, set: { ...flags, updatedAt: new Date(now) } }),
    auditInsert(
      db,
      actor,
      {
        action: "STAFF_PERMISSIONS_UPDATE",
        targetType: "admin_user",
        targetId: id,
        details: { username: staff.username, permissions: flags },
      },
      now,
    ),
  ]);
  // Without the chat permission their open chat sockets go too (each frame re-checks it as well).
  if (!flags.canAnswerChat) await disconnectStaffSockets(env, db, id);
  return (await listStaff(db)).find((s) => s.id === id);
}

/** Deactivating a staff account also ends every session it has, in the same batch. */
export async function setStaffActive(
  db: Database,
  env: Env,
  { actor, id, active, now = Date.now() }: { actor: Actor; id: number; active: boolean; now?: number },
) {
  const staff = await findStaff(db, id);
  if (staff.id === actor.id) throw new ConflictError("You cannot deactivate your own account");
  const at = new Date(now);
  await db.batch([
    db
      .update(adminUsers)
      .set(active ? { active } : { active, sessionsValidAfter: at })
      .where(eq(adminUsers.id, id)),
    ...(active
      ? []
      : [
          db
            .update(adminSessions)
            .set({ revokedAt: at })
            .where(and(eq(adminSessions.adminId, id), sql`${adminSessions.revokedAt} is null`)),
        ]),
    auditInsert(
      db,
      actor,
      {
        action: active ? "STAFF_ACTIVATE" : "STAFF_DEACTIVATE",
        targetType: "admin_user",
        targetId: id,
        details: { username: staff.username },
      },
      now,
    ),
  ]);
  if (!active) await disconnectStaffSockets(env, db, id);
  return (await listStaff(db)).find((s) => s.id === id);
}
