import { OrderDesk } from "~/components/admin/order-desk/desk";
import { AdminRouteError } from "~/components/admin/route-error";
import { adminMeta } from "~/components/admin/route-meta";
import { loadOrderDesk, orderDeskAction } from "../../worker/web/pages/orders/order-desk.server";
import type { Route } from "./+types/admin.orders.desk";

export { AdminRouteError as ErrorBoundary };

export const meta: Route.MetaFunction = (args) => adminMeta(`Order #${args.params.id}`)(args);

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadOrderDesk(context, params.id);
}

/** Refund, cancel, retry, ship, resend, decide a refund request: one action told apart by `intent`. */
export async function action({ request, context, params }: Route.ActionArgs) {
  return orderDeskAction(request, context, params.id);
}

export default function AdminOrderDesk({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <OrderDesk
      order={loaderData.order}
      can={loaderData.can}
      failure={actionData && !actionData.ok ? actionData : null}
    />
  );
}
