import { idParam } from "../../../app/schemas/admin/common";
import {
  AdminChangePasswordSchema,
  AdminUserCreateSchema,
  AdminUserUpdateSchema,
  BanSchema,
  RoleChangeSchema,
} from "../../../app/schemas/admin/users";
import { auditOperations } from "../audit/operations";
import { chatOperations } from "../chat/operations";
import { orderOperations } from "../orders/operations";
import { operation } from "../shared/operation";
import { allows, type StaffIdentity } from "../staff/permissions";
import { BanLogListQuerySchema, listBanLogs } from "./ban-logs";
import { banUser, unbanUser } from "./bans";
import { type CustomerParts, customerPage } from "./customer-page";
import {
  changeUserPassword,
  changeUserRole,
  createUser,
  deleteUser,
  listUsers,
  UserListQuerySchema,
  updateUser,
} from "./customers";

const byId = { id: idParam };

/** Customer accounts as staff manage them; banning is its own permission. */
/** The parts of the customer page a member may read: the access of the operations that read them elsewhere. */
export function customerPartsFor(admin: StaffIdentity): CustomerParts {
  return {
    orders: allows(admin, orderOperations.listOrders.access),
    chats: allows(admin, chatOperations.listMessages.access),
    audit: allows(admin, auditOperations.listAuditLogs.access),
  };
}

export const accountOperations = {
  listUsers: operation({
    access: "canManageUsers",
    input: UserListQuerySchema,
    run: ({ db }, query) => listUsers(db, query),
  }),
  // The one page about a customer; each part behind a stricter permission only for who holds it.
  customerPage: operation({
    access: "canManageUsers",
    target: byId,
    run: ({ db, admin }, { id }) => customerPage(db, id, customerPartsFor(admin)),
  }),
  // The super admin's username is never a customer's.
  createUser: operation({
    access: "canManageUsers",
    input: AdminUserCreateSchema,
    run: ({ db, config, actor }, user) =>
      createUser(db, actor, user, { reservedUsername: config.SUPER_ADMIN_USERNAME }),
  }),
  updateUser: operation({
    access: "canManageUsers",
    target: byId,
    input: AdminUserUpdateSchema,
    run: ({ db, env, config, actor }, { id, ...user }) =>
      updateUser(db, env, { actor, id, input: user, reservedUsername: config.SUPER_ADMIN_USERNAME }),
  }),
  deleteUser: operation({
    access: "canManageUsers",
    target: byId,
    run: ({ db, env, actor }, { id }) => deleteUser(db, env, { actor, id }),
  }),
  changeUserPassword: operation({
    access: "canManageUsers",
    target: byId,
    input: AdminChangePasswordSchema,
    run: ({ db, env, actor }, { id, newPassword }) => changeUserPassword(db, env, { actor, id, newPassword }),
  }),
  changeUserRole: operation({
    access: "canManageUsers",
    target: byId,
    input: RoleChangeSchema,
    run: ({ db, actor }, { id, role }) => changeUserRole(db, { actor, id, role }),
  }),
  banUser: operation({
    access: "canBanUsers",
    target: byId,
    input: BanSchema,
    run: ({ db, env, actor }, { id, ...ban }) => banUser(db, env, { actor, id, input: ban }),
  }),
  unbanUser: operation({
    access: "canBanUsers",
    target: byId,
    run: ({ db, actor }, { id }) => unbanUser(db, actor, id),
  }),
  listBanLogs: operation({
    access: "canBanUsers",
    input: BanLogListQuerySchema,
    run: ({ db }, query) => listBanLogs(db, query),
  }),
};
