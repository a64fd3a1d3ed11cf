import type { RouterContextProvider } from "react-router";
import { USERS_INTENT_ACCESS, UsersActionSchema } from "../../app/schemas/admin/users-intents";
import { banUser, unbanUser } from "../services/accounts/bans";
import {
  changeUserPassword,
  changeUserRole,
  createUser,
  deleteUser,
  updateUser,
} from "../services/accounts/customers";
import { adminIntentAction } from "./admin-intent.server";

/** The Users tab's action: what the JSON API's user routes do, each with the same permission. */
export function usersAction(request: Request, context: Readonly<RouterContextProvider>) {
  return adminIntentAction(request, context, {
    area: "canManageUsers",
    access: USERS_INTENT_ACCESS,
    failureTitles: {
      ban: "Failed to ban user",
      unban: "Failed to unban user",
      delete: "Delete failed",
      password: "Password change failed",
    },
    schema: UsersActionSchema,
    run: async (action, { db, env, config, actor }) => {
      const reserved = { reservedUsername: config.SUPER_ADMIN_USERNAME };
      switch (action.intent) {
        case "create": {
          const { intent: _, ...user } = action;
          await createUser(db, actor, user, reserved);
          return { title: "User created", description: "The user has been successfully created." };
        }
        case "update": {
          const { intent: _, id, ...user } = action;
          await updateUser(db, env, actor, id, user, reserved);
          return { title: "User updated", description: "User information has been successfully updated." };
        }
        case "delete":
          await deleteUser(db, env, actor, action.id);
          return { title: "User deleted", description: "The account has been deleted successfully." };
        case "password":
          await changeUserPassword(db, env, actor, action.id, action.newPassword);
          return { title: "Password changed", description: "The password has been successfully updated." };
        case "role":
          await changeUserRole(db, actor, action.id, action.role);
          return { title: "Success", description: "User role updated successfully" };
        case "ban": {
          const { intent: _, id, ...ban } = action;
          await banUser(db, env, actor, id, ban);
          return { title: "User banned successfully", description: "The user has been banned and logged." };
        }
        case "unban":
          await unbanUser(db, actor, action.id);
          return { title: "User unbanned successfully", description: "The user can now access the system." };
      }
    },
  });
}
