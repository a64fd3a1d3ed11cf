import type { RouterContextProvider } from "react-router";
import { type UsersAction, UsersActionSchema } from "../../../../app/schemas/admin/users-intents";
import { accountOperations as accounts } from "../../../services/accounts/operations";
import { creditOperations as credit } from "../../../services/credit/operations";
import { adminIntentAction, type IntentTable, intent } from "../../forms/admin-intent.server";

/** What each intent performs and what its toast says. */
const USER_INTENTS: IntentTable<UsersAction> = {
  create: intent(accounts.createUser, {
    says: () => ({ title: "User created", description: "The user has been successfully created." }),
  }),
  update: intent(accounts.updateUser, {
    says: () => ({
      title: "User updated",
      description: "User information has been successfully updated.",
    }),
  }),
  delete: intent(accounts.deleteUser, {
    says: () => ({ title: "User deleted", description: "The account has been deleted successfully." }),
  }),
  password: intent(accounts.changeUserPassword, {
    says: () => ({
      title: "Password changed",
      description: "The password has been successfully updated.",
    }),
  }),
  role: intent(accounts.changeUserRole, {
    says: () => ({ title: "Success", description: "User role updated successfully" }),
  }),
  ban: intent(accounts.banUser, {
    says: () => ({
      title: "User banned successfully",
      description: "The user has been banned and logged.",
    }),
  }),
  credit: intent(credit.grantGoodwill, {
    says: () => ({ title: "Credit granted", description: "The customer's credit has been updated." }),
  }),
  unban: intent(accounts.unbanUser, {
    says: () => ({
      title: "User unbanned successfully",
      description: "The user can now access the system.",
    }),
  }),
};

/** The Users tab's action: the operations the JSON API's user routes perform. */
export function usersAction(request: Request, context: Readonly<RouterContextProvider>) {
  return adminIntentAction(request, context, {
    tab: "users",
    failureTitles: {
      ban: "Failed to ban user",
      unban: "Failed to unban user",
      delete: "Delete failed",
      password: "Password change failed",
      credit: "Credit not granted",
    },
    schema: UsersActionSchema,
    intents: USER_INTENTS,
  });
}
