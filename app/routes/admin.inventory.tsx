import { InventoryTab } from "~/components/admin/inventory-tab";
import { AdminRouteError } from "~/components/admin/route-error";
import { adminMeta } from "~/components/admin/route-meta";
import { listQuery, requireTab } from "../../worker/web/guards/admin-page.server";
import { inventoryAction } from "../../worker/web/pages/admin/admin-inventory-actions.server";
import { InventoryListQuerySchema, listInventory } from "../../worker/web/pages/admin/admin-tabs.server";
import type { Route } from "./+types/admin.inventory";

export const meta: Route.MetaFunction = adminMeta("Inventory");
export { AdminRouteError as ErrorBoundary };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = requireTab(context, "inventory");
  return { inventory: await listInventory(db, InventoryListQuerySchema.parse(listQuery(request))) };
}

/** Adjust stock or set a threshold: one action told apart by `intent`. */
export async function action({ request, context }: Route.ActionArgs) {
  return inventoryAction(request, context);
}

export default function AdminInventory({ loaderData }: Route.ComponentProps) {
  return <InventoryTab data={loaderData.inventory} />;
}
