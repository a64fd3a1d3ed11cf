import { OrdersTab } from "~/components/admin/records-tabs";
import { AdminRouteError } from "~/components/admin/route-error";
import { adminMeta } from "~/components/admin/route-meta";
import { loadOrdersList, ordersListAction } from "../../worker/web/pages/orders/admin-orders-actions.server";
import type { Route } from "./+types/admin.orders";

export const meta: Route.MetaFunction = adminMeta("Orders");
export { AdminRouteError as ErrorBoundary };

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadOrdersList(request, context);
}

/** A row's refund, cancel, retry or ship, or a refund request's decision: the desk's intents. */
export async function action({ request, context }: Route.ActionArgs) {
  return ordersListAction(request, context);
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  return (
    <OrdersTab
      data={loaderData.orders}
      plans={loaderData.plans}
      canRefund={loaderData.canRefund}
      canShip={loaderData.canShip}
      refundRequests={loaderData.refundRequests}
    />
  );
}
