import { z } from "zod";
import { GoodwillCreditSchema } from "../credit";
import { asPosted, recordId } from "./intent-fields";
import {
  AdminChangePasswordSchema,
  AdminUserCreateSchema,
  AdminUserUpdateSchema,
  BanSchema,
  RoleChangeSchema,
} from "./users";

// The Users tab's one action, told apart by `intent`: the posted form of the operations' fields.

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
  GoodwillCreditSchema.extend({ intent: z.literal("credit"), id }),
]);
export type UsersAction = z.output<typeof UsersActionSchema>;
