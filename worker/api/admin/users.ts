import { Hono } from "hono";
import { idParam } from "../../../app/schemas/admin/common";
import {
  AdminChangePasswordSchema,
  AdminUserCreateSchema,
  AdminUserUpdateSchema,
  BanSchema,
  RoleChangeSchema,
} from "../../../app/schemas/admin/users";
import { readConfig } from "../../env";
import { currentAdmin } from "../../middleware/admin-guard";
import { BanLogListQuerySchema, listBanLogs } from "../../services/admin/records";
import { banUser, unbanUser } from "../../services/admin/user-bans";
import {
  changeUserPassword,
  changeUserRole,
  createUser,
  deleteUser,
  listUsers,
  UserListQuerySchema,
  updateUser,
} from "../../services/admin/users";
import { actorFrom } from "../../web/actor.server";
import type { ApiEnv } from "../types";
import { parseOr400 } from "../validate";

const body = (c: { req: { json(): Promise<unknown> } }) => c.req.json().catch(() => null);
const userId = (c: { req: { param(name: "userId"): string } }) => parseOr400(idParam, c.req.param("userId"));

export const adminUsersApi = new Hono<ApiEnv>()
  .get("/users", async (c) =>
    c.json(await listUsers(c.get("db"), parseOr400(UserListQuerySchema, c.req.query()))),
  )
  .post("/users", async (c) => {
    const input = parseOr400(AdminUserCreateSchema, await body(c));
    const user = await createUser(c.get("db"), actorFrom(currentAdmin(c), c.req.raw), input, {
      reservedUsername: readConfig(c.env).SUPER_ADMIN_USERNAME,
    });
    return c.json({ user }, 201);
  })
  .put("/users/:userId", async (c) => {
    const id = userId(c);
    const input = parseOr400(AdminUserUpdateSchema, await body(c));
    const user = await updateUser(c.get("db"), c.env, actorFrom(currentAdmin(c), c.req.raw), id, input, {
      reservedUsername: readConfig(c.env).SUPER_ADMIN_USERNAME,
    });
    return c.json({ user });
  })
  .delete("/users/:userId", async (c) => {
    await deleteUser(c.get("db"), c.env, actorFrom(currentAdmin(c), c.req.raw), userId(c));
    return c.json({ success: true });
  })
  .post("/users/:userId/change-password", async (c) => {
    const id = userId(c);
    const { newPassword } = parseOr400(AdminChangePasswordSchema, await body(c));
    await changeUserPassword(c.get("db"), c.env, actorFrom(currentAdmin(c), c.req.raw), id, newPassword);
    return c.json({ success: true });
  })
  .put("/users/:userId/role", async (c) => {
    const id = userId(c);
    const { role } = parseOr400(RoleChangeSchema, await body(c));
    return c.json({
      user: await changeUserRole(c.get("db"), actorFrom(currentAdmin(c), c.req.raw), id, role),
    });
  })
  .post("/users/:userId/ban", async (c) => {
    const id = userId(c);
    const input = parseOr400(BanSchema, await body(c));
    const user = await banUser(c.get("db"), c.env, actorFrom(currentAdmin(c), c.req.raw), id, input);
    return c.json({ user });
  })
  .post("/users/:userId/unban", async (c) => {
    const user = await unbanUser(c.get("db"), actorFrom(currentAdmin(c), c.req.raw), userId(c));
    return c.json({ user });
  })
  .get("/ban-logs", async (c) =>
    c.json(await listBanLogs(c.get("db"), parseOr400(BanLogListQuerySchema, c.req.query()))),
  );
