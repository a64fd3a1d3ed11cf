import { accountOperations as accounts } from "../../services/accounts/operations";
import { creditOperations as credit } from "../../services/credit/operations";
import { operationRoutes, route } from "./operation-routes";

const done = () => ({ success: true });

/** Customer accounts and bans (SPEC.md §7). */
export const adminUsersApi = operationRoutes([
  route("get", "/users", accounts.listUsers),
  route("post", "/users", accounts.createUser, { status: 201, answer: (user) => ({ user }) }),
  route("get", "/users/:id", accounts.customerPage),
  route("put", "/users/:id", accounts.updateUser, { answer: (user) => ({ user }) }),
  route("delete", "/users/:id", accounts.deleteUser, { answer: done }),
  route("post", "/users/:id/change-password", accounts.changeUserPassword, { answer: done }),
  route("put", "/users/:id/role", accounts.changeUserRole, { answer: (user) => ({ user }) }),
  route("post", "/users/:id/ban", accounts.banUser, { answer: (user) => ({ user }) }),
  route("post", "/users/:id/unban", accounts.unbanUser, { answer: (user) => ({ user }) }),
  route("get", "/ban-logs", accounts.listBanLogs),
  route("get", "/users/:id/credit", credit.customerCredit),
  route("post", "/users/:id/credit", credit.grantGoodwill, { status: 201 }),
]);
