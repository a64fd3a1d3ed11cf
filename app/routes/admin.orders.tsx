import { OrdersTab } from "~/components/admin/records-tabs";
import { AdminRouteError } from "~/components/admin/route-error";
import { adminMeta } from "~/components/admin/route-meta";
import { listQuery, requireTab } from "../../worker/web/admin-page.server";
import { listOrders, OrderListQuerySchema } from "../../worker/web/admin-tabs.server";
import type { Route } from "./+types/admin.orders";

export const meta: Route.MetaFunction = adminMeta("Orders");
export { AdminRouteError as ErrorBoundary };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, admin } = requireTab(context, "orders");
  return {
    orders: await listOrders(db, OrderListQuerySchema.parse(listQuery(request))),
    canRefund: admin.isSuperAdmin || admin.permissions.canRefundOrders,
  };
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  return <OrdersTab data={loaderData.orders} canRefund={loaderData.canRefund} />;
}
