import { z } from "zod";
import { asPosted, recordId } from "./intent-fields";
import type { Permission } from "./permissions";
import {
  AdminChangePasswordSchema,
  AdminUserCreateSchema,
  AdminUserUpdateSchema,
  BanSchema,
  RoleChangeSchema,
} from "./users";

// Issue 15: the Users tab's one action, told apart by `intent`; the fields are the JSON API's.

type UsersIntent = "create" | "update" | "delete" | "password" | "role" | "ban" | "unban";

/** The permission each intent needs: the same flag its JSON API route `requires(...)`. */
export const USERS_INTENT_ACCESS: Record<UsersIntent, Permission> = {
  create: "canManageUsers",
  update: "canManageUsers",
  delete: "canManageUsers",
  password: "canManageUsers",
  role: "canManageUsers",
  ban: "canBanUsers",
  unban: "canBanUsers",
};

const id = recordId("User");
const { shape: create } = AdminUserCreateSchema;
const { shape: update } = AdminUserUpdateSchema;
const identity = { username: asPosted(create.username), email: asPosted(create.email) };
// safeExtend (which keeps BanSchema's check of the custom hours) types a field it replaces by the
// original's input; the reason stays a string either way.
const banReason = asPosted(BanSchema.shape.reason) as unknown as typeof BanSchema.shape.reason;

export const UsersActionSchema = z.discriminatedUnion("intent", [
  AdminUserCreateSchema.extend({
    ...identity,
    password: asPosted(create.password),
    intent: z.literal("create"),
  }),
  AdminUserUpdateSchema.extend({
    ...identity,
    password: asPosted(update.password),
    intent: z.literal("update"),
    id,
  }),
  z.object({ intent: z.literal("delete"), id }),
  AdminChangePasswordSchema.extend({
    newPassword: asPosted(AdminChangePasswordSchema.shape.newPassword),
    intent: z.literal("password"),
    id,
  }),
  RoleChangeSchema.extend({ intent: z.literal("role"), id }),
  BanSchema.safeExtend({ reason: banReason, intent: z.literal("ban"), id }),
  z.object({ intent: z.literal("unban"), id }),
]);
