import { PackingSlips } from "~/components/admin/packing-slips";
import { AdminRouteError } from "~/components/admin/route-error";
import { adminMeta } from "~/components/admin/route-meta";
import { packingSlipsPage } from "../../worker/web/pages/orders/packing-slips.server";
import type { Route } from "./+types/admin.orders.packing-slips";

export const meta: Route.MetaFunction = adminMeta("Packing slips");
export { AdminRouteError as ErrorBoundary };

/** Packing slips to print: one order's (from its desk) or a day's (from Orders), on A6 or A4. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return packingSlipsPage(request, context);
}

export default function AdminPackingSlips({ loaderData }: Route.ComponentProps) {
  return <PackingSlips slips={loaderData.slips} size={loaderData.size} day={loaderData.day} />;
}
