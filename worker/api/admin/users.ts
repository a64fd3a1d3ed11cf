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
import { banUser, unbanUser } from "../../services/accounts/bans";
import {
  changeUserPassword,
  changeUserRole,
  createUser,
  deleteUser,
  listUsers,
  UserListQuerySchema,
  updateUser,
} from "../../services/accounts/customers";
import { BanLogListQuerySchema, listBanLogs } from "../../services/audit/records";
import type { ApiEnv } from "../../web/hono-env.server";
import { validateJson, validateParams, validateQuery } from "../validate";
import { requires } from "./access";

const userId = validateParams({ userId: idParam });

export const adminUsersApi = new Hono<ApiEnv>()
  .get("/users", requires("canManageUsers"), validateQuery(UserListQuerySchema), async (c) =>
    c.json(await listUsers(c.get("db"), c.req.valid("query"))),
  )
  .post("/users", requires("canManageUsers"), validateJson(AdminUserCreateSchema), async (c) => {
    const user = await createUser(c.get("db"), c.get("actor"), c.req.valid("json"), {
      reservedUsername: readConfig(c.env).SUPER_ADMIN_USERNAME,
    });
    return c.json({ user }, 201);
  })
  .put(
    "/users/:userId",
    requires("canManageUsers"),
    userId,
    validateJson(AdminUserUpdateSchema),
    async (c) => {
      const { userId: id } = c.req.valid("param");
      const user = await updateUser(c.get("db"), c.env, c.get("actor"), id, c.req.valid("json"), {
        reservedUsername: readConfig(c.env).SUPER_ADMIN_USERNAME,
      });
      return c.json({ user });
    },
  )
  .delete("/users/:userId", requires("canManageUsers"), userId, async (c) => {
    await deleteUser(c.get("db"), c.env, c.get("actor"), c.req.valid("param").userId);
    return c.json({ success: true });
  })
  .post(
    "/users/:userId/change-password",
    requires("canManageUsers"),
    userId,
    validateJson(AdminChangePasswordSchema),
    async (c) => {
      const { newPassword } = c.req.valid("json");
      await changeUserPassword(c.get("db"), c.env, c.get("actor"), c.req.valid("param").userId, newPassword);
      return c.json({ success: true });
    },
  )
  .put(
    "/users/:userId/role",
    requires("canManageUsers"),
    userId,
    validateJson(RoleChangeSchema),
    async (c) => {
      const { role } = c.req.valid("json");
      return c.json({
        user: await changeUserRole(c.get("db"), c.get("actor"), c.req.valid("param").userId, role),
      });
    },
  )
  .post("/users/:userId/ban", requires("canBanUsers"), userId, validateJson(BanSchema), async (c) => {
    const id = c.req.valid("param").userId;
    const user = await banUser(c.get("db"), c.env, c.get("actor"), id, c.req.valid("json"));
    return c.json({ user });
  })
  .post("/users/:userId/unban", requires("canBanUsers"), userId, async (c) => {
    const user = await unbanUser(c.get("db"), c.get("actor"), c.req.valid("param").userId);
    return c.json({ user });
  })
  .get("/ban-logs", requires("canBanUsers"), validateQuery(BanLogListQuerySchema), async (c) =>
    c.json(await listBanLogs(c.get("db"), c.req.valid("query"))),
  );
