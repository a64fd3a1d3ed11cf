import { AdminRouteError } from "~/components/admin/route-error";
import { adminMeta } from "~/components/admin/route-meta";
import { UsersTab } from "~/components/admin/users-tab";
import { allows, listQuery, requireTab } from "../../worker/web/guards/admin-page.server";
import {
  banUserAccess,
  listUsers,
  manageUsersAccess,
  UserListQuerySchema,
} from "../../worker/web/pages/admin/admin-tabs.server";
import { usersAction } from "../../worker/web/pages/admin/admin-users-actions.server";
import type { Route } from "./+types/admin.users";

export const meta: Route.MetaFunction = adminMeta("Users");
export { AdminRouteError as ErrorBoundary };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, admin } = requireTab(context, "users");
  return {
    users: await listUsers(db, UserListQuerySchema.parse(listQuery(request))),
    canBan: allows(admin, banUserAccess),
    canManage: allows(admin, manageUsersAccess),
  };
}

/** Create, edit, delete, password, role, ban, unban: one action told apart by `intent`. */
export async function action({ request, context }: Route.ActionArgs) {
  return usersAction(request, context);
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  return <UsersTab data={loaderData.users} canBan={loaderData.canBan} canManage={loaderData.canManage} />;
}
